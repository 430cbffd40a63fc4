import type { QueryResolvers } from '#gql/resolvers';
import { restMenuSchema, toMenu } from './restMenu.ts';

/** `menu(id)`: one slot. */
export const menu: NonNullable<QueryResolvers['menu']> = async (_parent, { id }, { rest }) => {
  const { data } = await rest.get(`/get/menu/${encodeURIComponent(id)}`, restMenuSchema);
  return toMenu(data);
};
