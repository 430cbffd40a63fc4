import { serviceRecordSchema } from '#domain/schemas/replies';
import type { Service } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toStatus } from '../../lib/enums.ts';

const restService = serviceRecordSchema;

/** REST service (§3) → GraphQL `Service`. */
export const serviceMapper: AreaMapper<typeof restService, Service> = {
  rest: restService,
  map: (service) => ({
    id: service._id,
    title: service.title,
    description: service.description,
    image: service.image,
    icon: service.icon,
    sort: service.sort,
    status: toStatus(service.status),
    createdAt: service.createdAt,
    updatedAt: service.updatedAt,
  }),
};
