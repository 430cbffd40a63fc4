import { menuRecordSchema } from '#domain/schemas/replies';
import type { Menu } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toStatus } from '../../lib/enums.ts';

const restMenu = menuRecordSchema;

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
