import type { MutationResolvers } from '#gql/resolvers';
import { restHostSchema, toHost } from './restHost.ts';

/** `updateHost(input)`: PATCH /update/host; a missing or empty password keeps the current one. */
export const updateHost: NonNullable<MutationResolvers['updateHost']> = async (_parent, { input: { id, password, ...fields } }, { rest }) => {
  const body = { hostId: id, ...fields, ...(password ? { password } : {}) };
  const { data, message } = await rest.send('PATCH', '/update/host', body, restHostSchema);
  return { host: toHost(data), message };
};
