import { z } from 'zod';
import type { Host } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';

const restHost = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isBlocked: z.boolean(),
  passwordSet: z.boolean(),
  createdAt: z.string(),
});

/** REST `Host` of GET /get/host/:hostId and friends (no password, ever) → GraphQL `Host`. */
export const hostMapper: AreaMapper<typeof restHost, Host> = {
  rest: restHost,
  map: (host) => ({
    id: host._id,
    firstName: host.firstName,
    lastName: host.lastName,
    name: `${host.firstName} ${host.lastName}`,
    email: host.email,
    isBlocked: host.isBlocked,
    passwordSet: host.passwordSet,
    createdAt: host.createdAt,
  }),
};
