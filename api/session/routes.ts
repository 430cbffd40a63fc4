import { endSessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../lib/http-error.ts';
import { SESSION_ENDED } from '../lib/messages.ts';
import { loginSchema } from '#domain/schemas/login';
import { expectNoInput, noInput } from '../lib/no-input.ts';
import type { RouteDef } from '../lib/route.ts';
import { signIn } from './sign-in.ts';
import { meSchema, signedInSchema, signedOutSchema } from '#domain/schemas/replies';

/**
 * A sign-out: ends the sessions with its audit row in one transaction, and only if it ended one. The
 * token was checked before, but another sign-out of the same token may have ended its session since:
 * the DELETE's row count decides, so of two sent at once the one that ended it answers 200 and the
 * other 401 (and writes nothing), on PGlite and PostgreSQL alike.
 */
const signOut = (db: Db, end: Parameters<typeof endSessions>[1]): Promise<number> =>
  db.transaction(async (tx) => {
    const ended = await endSessions(tx, end);
    if (ended === 0) throw new HttpError(401, SESSION_ENDED);
    return ended;
  });

/** §7 session calls (sign in, who am I) and the sign-outs, which end sessions on the server. */
export const sessionRoutes: RouteDef[] = [
  { method: 'post', path: '/login', public: true, input: { body: loginSchema.strict() }, output: signedInSchema, handler: signIn },
  {
    method: 'get',
    path: '/me',
    area: null,
    action: 'view',
    output: meSchema,
    handler: async ({ actor }) => ({
      message: 'Profile fetched successfully',
      data: { _id: actor.id, name: actor.name, email: actor.email, accountType: actor.accountType, roleId: actor.role },
    }),
  },
  {
    method: 'post',
    path: '/logout',
    input: { body: noInput, query: noInput },
    output: signedOutSchema,
    area: null,
    action: 'view',
    handler: async ({ actor, ip, body, query }, { db }) => {
      expectNoInput({ body, query });
      const sessionsEnded = await signOut(db, { accountId: actor.id, sessionId: actor.sessionId, actorId: actor.id, reason: 'logout', ip });
      return { message: 'Logged out successfully', data: { sessionsEnded } };
    },
  },
  {
    method: 'post',
    path: '/logout/all',
    input: { body: noInput, query: noInput },
    output: signedOutSchema,
    area: null,
    action: 'view',
    handler: async ({ actor, ip, body, query }, { db }) => {
      expectNoInput({ body, query });
      const sessionsEnded = await signOut(db, { accountId: actor.id, actorId: actor.id, reason: 'logout_everywhere', ip });
      return { message: 'Signed out everywhere', data: { sessionsEnded } };
    },
  },
];
