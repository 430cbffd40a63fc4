import { SERVICE_SORT_ON_CREATE } from '#domain/limits';
import type { MutationResolvers } from '#gql/resolvers';
import { restServiceSchema, toService } from './restService.ts';

/** `createService(input)`: POST /create/service with sort 1 (§9). */
export const createService: NonNullable<MutationResolvers['createService']> = async (_parent, { input }, { rest }) => {
  const body = { sort: SERVICE_SORT_ON_CREATE, title: input.title, description: input.description, image: input.image, icon: input.icon ?? null };
  const { data, message } = await rest.send('POST', '/create/service', body, restServiceSchema);
  return { service: toService(data), message };
};
