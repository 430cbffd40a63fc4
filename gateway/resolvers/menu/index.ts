import type { Resolvers } from '#gql/resolvers';
import { menu } from './menu.ts';
import { menus } from './menus.ts';
import { setMenuStatus } from './setMenuStatus.ts';
import { updateMenu } from './updateMenu.ts';

/** Root fields of the menu area. */
export const menuResolvers = {
  Query: { menus, menu },
  Mutation: { updateMenu, setMenuStatus },
} satisfies Resolvers;
