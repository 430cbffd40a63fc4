import type { MutationResolvers } from '#gql/resolvers';
import { fromStatus } from '../../lib/enums.ts';
import { restServiceSchema, toService } from './restService.ts';

/** `setServiceStatus(id, status)`: PATCH /update/service/status. */
export const setServiceStatus: NonNullable<MutationResolvers['setServiceStatus']> = async (_parent, { id, status }, { rest }) => {
  const { data, message } = await rest.send('PATCH', '/update/service/status', { serviceId: id, status: fromStatus(status) }, restServiceSchema);
  return { service: toService(data), message };
};
