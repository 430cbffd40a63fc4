import { meSchema as restMeSchema } from '#domain/schemas/replies';
import { Status } from '#domain/codes';
import type { QueryResolvers } from '#gql/resolvers';
import { toAccountType } from '../../lib/enums.ts';
import { toPermissionRow } from '#domain/permission-rows';

const meSchema = restMeSchema;

/** `me`: the signed-in account, read afresh from GET /me. */
export const me: NonNullable<QueryResolvers['me']> = async (_parent, _args, { rest }) => {
  const { data } = await rest.get('/me', meSchema);
  return {
    id: data._id,
    name: data.name,
    email: data.email,
    accountType: toAccountType(data.accountType),
    // An Admin has no role record; only a sub-admin's role has a name worth showing.
    roleName: data.roleId._id === null ? null : data.roleId.name,
    permissions: data.roleId.permissions.map(toPermissionRow),
    roleActive: data.roleId.status === Status.ACTIVE,
  };
};
