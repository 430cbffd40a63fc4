import { graphql } from '#gql';
import { listAllCommand } from '../../lib/list-all-command.ts';
import { menuColumns } from './menu-fields.ts';

const MenusDocument = graphql(`
  query CliMenus($search: String) {
    menus(search: $search) {
      ...CliMenuFields
    }
  }
`);

/** `venue menu list`: every menu slot in its fixed order. */
export const menuListCommand = listAllCommand({
  description: 'list the menu slots',
  search: 'only slots whose name contains this text',
  document: MenusDocument,
  rows: (data) => data.menus,
  columns: menuColumns,
});
