import type { MutationResolvers } from '#gql/resolvers';
import { restServiceSchema, toService } from './restService.ts';

/** `updateService(input)`: PATCH /update/service; an icon left out is not sent, so the API keeps it. */
export const updateService: NonNullable<MutationResolvers['updateService']> = async (_parent, { input }, { rest }) => {
  const { id, icon, ...form } = input;
  const body = { serviceId: id, ...form, ...(icon === undefined ? {} : { icon }) };
  const { data, message } = await rest.send('PATCH', '/update/service', body, restServiceSchema);
  return { service: toService(data), message };
};
