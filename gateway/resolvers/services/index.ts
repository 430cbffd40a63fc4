import type { Resolvers } from '#gql/resolvers';
import { createService } from './createService.ts';
import { deleteService } from './deleteService.ts';
import { restoreService } from './restoreService.ts';
import { service } from './service.ts';
import { services } from './services.ts';
import { setServiceStatus } from './setServiceStatus.ts';
import { updateService } from './updateService.ts';

/** Root fields of the services area. */
export const servicesResolvers = {
  Query: { services, service },
  Mutation: { createService, updateService, setServiceStatus, deleteService, restoreService },
} satisfies Resolvers;
