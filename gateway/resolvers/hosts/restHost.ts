import { z } from 'zod';
import type { Host } from '#gql/resolvers';

/** REST `Host` of GET /get/host/:hostId and friends (no password, ever). */
export const restHostSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isBlocked: z.boolean(),
  passwordSet: z.boolean(),
  createdAt: z.string(),
});

/** REST `Host` → GraphQL `Host`. */
export const toHost = (host: z.infer<typeof restHostSchema>): Host => ({
  id: host._id,
  firstName: host.firstName,
  lastName: host.lastName,
  name: `${host.firstName} ${host.lastName}`,
  email: host.email,
  isBlocked: host.isBlocked,
  passwordSet: host.passwordSet,
  createdAt: host.createdAt,
});
