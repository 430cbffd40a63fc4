import { z } from 'zod';
import type { Menu } from '#gql/resolvers';
import { toStatus } from '../../lib/enums.ts';

/** REST menu slot (§3 Menu). */
export const restMenuSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  pdf: z.string().nullable(),
  status: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** REST menu slot → GraphQL `Menu`. */
export const toMenu = (menu: z.infer<typeof restMenuSchema>): Menu => ({
  id: menu._id,
  name: menu.name,
  image: menu.image,
  pdf: menu.pdf,
  status: toStatus(menu.status),
  createdAt: menu.createdAt,
  updatedAt: menu.updatedAt,
});
