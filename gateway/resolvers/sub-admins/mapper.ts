import { subAdminRecordSchema } from '#domain/schemas/replies';
import type { SubAdmin } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';

const restSubAdmin = subAdminRecordSchema;

/** REST sub-admin of GET /get/subAdmin/:subAdminId and friends (no password, ever) → GraphQL `SubAdmin`. */
export const subAdminMapper: AreaMapper<typeof restSubAdmin, SubAdmin> = {
  rest: restSubAdmin,
  map: (s) => ({
    id: s._id,
    name: s.name,
    email: s.email,
    role: s.roleId && { id: s.roleId._id, name: s.roleId.name },
    isBlocked: s.isBlocked,
    passwordSet: s.passwordSet,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  }),
};
