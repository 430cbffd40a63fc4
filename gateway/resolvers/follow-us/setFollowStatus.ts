import type { MutationResolvers } from '#gql/resolvers';
import { fromStatus } from '../../lib/enums.ts';
import { restFollowSchema, toFollow } from './restFollow.ts';

/** `setFollowStatus(id, status)`: PATCH /update/follow/status. */
export const setFollowStatus: NonNullable<MutationResolvers['setFollowStatus']> = async (_parent, { id, status }, { rest }) => {
  const { data, message } = await rest.send('PATCH', '/update/follow/status', { followId: id, status: fromStatus(status) }, restFollowSchema);
  return { follow: toFollow(data), message };
};
