import type { MutationResolvers } from '#gql/resolvers';
import { restFollowSchema, toFollow } from './restFollow.ts';

/** `setFollowImage(id, image)`: PATCH /update/follow. */
export const setFollowImage: NonNullable<MutationResolvers['setFollowImage']> = async (_parent, { id, image }, { rest }) => {
  const { data, message } = await rest.send('PATCH', '/update/follow', { followId: id, image }, restFollowSchema);
  return { follow: toFollow(data), message };
};
