import { z } from 'zod';
import type { Menu } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toStatus } from '../../lib/enums.ts';

const restMenu = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  pdf: z.string().nullable(),
  status: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** REST menu slot (§3 Menu) → GraphQL `Menu`. */
export const menuMapper: AreaMapper<typeof restMenu, Menu> = {
  rest: restMenu,
  map: (menu) => ({
    id: menu._id,
    name: menu.name,
    image: menu.image,
    pdf: menu.pdf,
    status: toStatus(menu.status),
    createdAt: menu.createdAt,
    updatedAt: menu.updatedAt,
  }),
};
