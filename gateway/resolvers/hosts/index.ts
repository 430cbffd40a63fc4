import type { Resolvers } from '#gql/resolvers';
import { createHost } from './createHost.ts';
import { deleteHost } from './deleteHost.ts';
import { host } from './host.ts';
import { hosts } from './hosts.ts';
import { restoreHost } from './restoreHost.ts';
import { setHostBlocked } from './setHostBlocked.ts';
import { updateHost } from './updateHost.ts';

/** Root fields of the hosts area. */
export const hostsResolvers = {
  Query: { hosts, host },
  Mutation: { createHost, updateHost, setHostBlocked, deleteHost, restoreHost },
} satisfies Resolvers;
