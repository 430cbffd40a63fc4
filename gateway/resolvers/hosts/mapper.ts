import { hostRecordSchema } from '#domain/schemas/replies';
import type { Host } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';

const restHost = hostRecordSchema;

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
    updatedAt: host.updatedAt,
  }),
};
