import type { MutationResolvers } from '#gql/resolvers';
import { restUserSchema, toUser } from './restUser.ts';

/** `createUser(input)`: POST /create/user. */
export const createUser: NonNullable<MutationResolvers['createUser']> = async (_parent, { input }, { rest }) => {
  const { data, message } = await rest.send('POST', '/create/user', input, restUserSchema);
  return { user: toUser(data), message };
};
