import type { MutationResolvers } from '#gql/resolvers';
import { restUserSchema, toUser } from './restUser.ts';

/** `updateUser(input)`: PATCH /update/user. */
export const updateUser: NonNullable<MutationResolvers['updateUser']> = async (_parent, { input: { id, ...fields } }, { rest }) => {
  const { data, message } = await rest.send('PATCH', '/update/user', { userId: id, ...fields }, restUserSchema);
  return { user: toUser(data), message };
};
