import type { MutationResolvers } from '#gql/resolvers';
import { restMenuSchema, toMenu } from './restMenu.ts';

/** `updateMenu(input)`: PATCH /update/menu; a null image or pdf is left out, keeping the current file. */
export const updateMenu: NonNullable<MutationResolvers['updateMenu']> = async (_parent, { input }, { rest }) => {
  const body = { menuId: input.id, name: input.name, image: input.image ?? undefined, pdf: input.pdf ?? undefined };
  const { data, message } = await rest.send('PATCH', '/update/menu', body, restMenuSchema);
  return { menu: toMenu(data), message };
};
