import { z } from 'zod';
import type { Service } from '#gql/resolvers';
import { toStatus } from '../../lib/enums.ts';

/** REST service (§3). */
export const restServiceSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  icon: z.string().nullable(),
  sort: z.number().int(),
  status: z.number().int(),
  createdAt: z.string(),
});

/** REST service → GraphQL `Service`. */
export const toService = (service: z.infer<typeof restServiceSchema>): Service => ({
  id: service._id,
  title: service.title,
  description: service.description,
  image: service.image,
  icon: service.icon,
  sort: service.sort,
  status: toStatus(service.status),
  createdAt: service.createdAt,
});
