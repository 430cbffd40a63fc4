import { signedInSchema } from '#domain/schemas/replies';
import { Status } from '#domain/codes';
import type { MutationResolvers } from '#gql/resolvers';
import { toAccountType } from '../../lib/enums.ts';
import { toPermissionRow } from '#domain/permission-rows';

const sessionSchema = signedInSchema;

/** `login(email, password)`: POST /login; the API validates and answers with its own messages. */
export const login: NonNullable<MutationResolvers['login']> = async (_parent, { email, password }, { rest }) => {
  const { data, message } = await rest.send('POST', '/login', { email, password }, sessionSchema);
  return {
    token: data.token,
    name: data.name,
    accountType: toAccountType(data.accountType),
    permissions: data.roleId.permissions.map(toPermissionRow),
    roleActive: data.roleId.status === Status.ACTIVE,
    message,
  };
};
