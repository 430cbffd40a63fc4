import { endSessions } from '../auth/sessions.ts';
import { loginSchema } from '#domain/schemas/login';
import { expectNoInput, noInput } from '../lib/no-input.ts';
import type { RouteDef } from '../lib/route.ts';
import { signIn } from './sign-in.ts';
import { meSchema, signedInSchema, signedOutSchema } from '#domain/schemas/replies';

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
      const sessionsEnded = await endSessions(db, { accountId: actor.id, sessionId: actor.sessionId, actorId: actor.id, reason: 'logout', ip });
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
      const sessionsEnded = await endSessions(db, { accountId: actor.id, actorId: actor.id, reason: 'logout_everywhere', ip });
      return { message: 'Signed out everywhere', data: { sessionsEnded } };
    },
  },
];
