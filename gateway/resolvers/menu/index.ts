import { menuArea } from '#domain/areas/menu';
import type { Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { menuMapper } from './mapper.ts';
import { menus } from './menus.ts';

// A null image or pdf is left out, keeping the current file (a slot without a PDF is refused by the API: "Please select a PDF file.").
const standard = areaResolvers(menuArea, menuMapper, {
  update: ({ input }) => ({ id: input.id, body: { name: input.name, image: input.image ?? undefined, pdf: input.pdf ?? undefined } }),
});

/** The menu area: standard fields, but its list is every slot as a plain array. */
export const menuResolvers = { ...standard, Query: { ...standard.Query, menus } } satisfies Resolvers;
