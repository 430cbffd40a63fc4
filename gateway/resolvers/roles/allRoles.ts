import { z } from 'zod';
import type { QueryResolvers } from '#gql/resolvers';
import { roleMapper } from './mapper.ts';

/** `allRoles`: active roles by name, for choosing a sub-admin's role. */
export const allRoles: NonNullable<QueryResolvers['allRoles']> = async (_parent, _args, { rest }) => {
  const { data } = await rest.get('/get/all/roles', z.array(roleMapper.rest));
  return data.map(roleMapper.map);
};
