import { z } from 'zod';
import { menuArea } from '#domain/areas/menu';
import { restRoutes } from '#domain/declaration/rest-routes';
import type { QueryResolvers } from '#gql/resolvers';
import { LIST_FIELD_NAMES, withFieldNames } from '../../lib/rest.ts';
import { restListQuery } from '#domain/declaration/rest-list-query';
import { menuMapper } from './mapper.ts';

/** `menus(search, status, orderBy)`: every slot; the REST list's `data` is a plain array, so not the standard page. */
export const menus: NonNullable<QueryResolvers['menus']> = async (_parent, args, { rest }) => {
  const { data } = await withFieldNames(rest, LIST_FIELD_NAMES).get(restRoutes(menuArea).list.path, z.array(menuMapper.rest), restListQuery(menuArea, args));
  return data.map(menuMapper.map);
};
