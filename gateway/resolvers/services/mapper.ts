import { z } from 'zod';
import type { Service } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toStatus } from '../../lib/enums.ts';

const restService = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  icon: z.string().nullable(),
  sort: z.number().int(),
  status: z.number().int(),
  createdAt: z.string(),
});

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
  }),
};
