import type { MutationResolvers } from '#gql/resolvers';
import { restServiceSchema, toService } from './restService.ts';

/** `restoreService(id)`: PATCH /restore/service. */
export const restoreService: NonNullable<MutationResolvers['restoreService']> = async (_parent, { id }, { rest }) => {
  const { data, message } = await rest.send('PATCH', '/restore/service', { serviceId: id }, restServiceSchema);
  return { service: toService(data), message };
};
