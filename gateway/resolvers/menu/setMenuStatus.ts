import type { MutationResolvers } from '#gql/resolvers';
import { fromStatus } from '../../lib/enums.ts';
import { restMenuSchema, toMenu } from './restMenu.ts';

/** `setMenuStatus(id, status)`: PATCH /update/menu/status. */
export const setMenuStatus: NonNullable<MutationResolvers['setMenuStatus']> = async (_parent, { id, status }, { rest }) => {
  const { data, message } = await rest.send('PATCH', '/update/menu/status', { menuId: id, status: fromStatus(status) }, restMenuSchema);
  return { menu: toMenu(data), message };
};
