import { loginSchema } from '#domain/schemas/login';
import { findAccountByEmail } from '../accounts/repository.ts';
import { sessionRole } from '../accounts/session-role.ts';
import { verifyPassword } from '../auth/password.ts';
import { HttpError } from '../lib/http-error.ts';
import { ACCOUNT_BLOCKED, INVALID_CREDENTIALS } from '../lib/messages.ts';
import type { RouteDef } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';

// Compared against when the email is unknown, so both failures take the same time.
const DUMMY_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA==$' + 'A'.repeat(86) + '==';

/** §7 session calls: sign in, and who am I. */
export const sessionRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/login',
    public: true,
    handler: async ({ body }, { db, tokens }) => {
      const { email, password } = validate(loginSchema.strict(), body);
      const account = await findAccountByEmail(db, email);
      const matches = await verifyPassword(password, account?.passwordHash ?? DUMMY_HASH);
      if (!account || !matches) throw new HttpError(401, INVALID_CREDENTIALS);
      if (account.isBlocked) throw new HttpError(401, ACCOUNT_BLOCKED);
      return {
        message: 'Login successfully',
        data: { token: await tokens.sign(account.id), name: account.name, accountType: account.accountType, roleId: await sessionRole(db, account) },
      };
    },
  },
  {
    method: 'get',
    path: '/me',
    area: null,
    action: 'view',
    handler: async ({ actor }) => ({
      message: 'Profile fetched successfully',
      data: { _id: actor.id, name: actor.name, email: actor.email, accountType: actor.accountType, roleId: actor.role },
    }),
  },
];
