import type { Resolvers } from '#gql/resolvers';
import { follows } from './follows.ts';
import { setFollowImage } from './setFollowImage.ts';
import { setFollowStatus } from './setFollowStatus.ts';

/** Root fields of the Follow Us area. */
export const followUsResolvers = {
  Query: { follows },
  Mutation: { setFollowImage, setFollowStatus },
} satisfies Resolvers;
