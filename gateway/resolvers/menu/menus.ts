import { z } from 'zod';
import { menuArea } from '#domain/areas/menu';
import { restRoutes } from '#domain/declaration/rest-routes';
import type { QueryResolvers } from '#gql/resolvers';
import { menuMapper } from './mapper.ts';

/** `menus(search)`: every slot; the REST list's `data` is a plain array, so not the standard page. */
export const menus: NonNullable<QueryResolvers['menus']> = async (_parent, { search }, { rest }) => {
  const { data } = await rest.get(restRoutes(menuArea).list.path, z.array(menuMapper.rest), { search });
  return data.map(menuMapper.map);
};
