import type { RouteDef } from '../lib/route.ts';
import { signIn } from './sign-in.ts';

/** §7 session calls: sign in, and who am I. */
export const sessionRoutes: RouteDef[] = [
  { method: 'post', path: '/login', public: true, handler: signIn },
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
