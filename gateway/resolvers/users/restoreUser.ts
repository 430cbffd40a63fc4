import type { MutationResolvers } from '#gql/resolvers';
import { restUserSchema, toUser } from './restUser.ts';

/** `restoreUser(id)`: PATCH /restore/user. */
export const restoreUser: NonNullable<MutationResolvers['restoreUser']> = async (_parent, { id }, { rest }) => {
  const { data, message } = await rest.send('PATCH', '/restore/user', { userId: id }, restUserSchema);
  return { user: toUser(data), message };
};
