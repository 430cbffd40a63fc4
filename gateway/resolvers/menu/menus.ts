import { z } from 'zod';
import { menuArea } from '#domain/areas/menu';
import { restRoutes } from '#domain/declaration/rest-routes';
import type { QueryResolvers } from '#gql/resolvers';
import { fromStatus } from '../../lib/enums.ts';
import { LIST_FIELD_NAMES, withFieldNames } from '../../lib/rest.ts';
import { sortParam } from '../../lib/order-by.ts';
import { menuMapper } from './mapper.ts';

/** `menus(search, status, orderBy)`: every slot; the REST list's `data` is a plain array, so not the standard page. */
export const menus: NonNullable<QueryResolvers['menus']> = async (_parent, { search, status, orderBy }, { rest }) => {
  const { data } = await withFieldNames(rest, LIST_FIELD_NAMES).get(restRoutes(menuArea).list.path, z.array(menuMapper.rest), { search, status: status ? fromStatus(status) : undefined, sort: sortParam(orderBy) });
  return data.map(menuMapper.map);
};
