import { z } from 'zod';
import type { QueryResolvers } from '#gql/resolvers';
import { restMenuSchema, toMenu } from './restMenu.ts';

/** `menus(search)`: every slot; the REST list's `data` is a plain array. */
export const menus: NonNullable<QueryResolvers['menus']> = async (_parent, { search }, { rest }) => {
  const { data } = await rest.get('/get/menu/list', z.array(restMenuSchema), { search });
  return data.map(toMenu);
};
