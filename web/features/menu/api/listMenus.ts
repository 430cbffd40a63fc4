import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';

const MenusDocument = graphql(`
  query Menus($search: String) {
    menus(search: $search) { id name image pdf status }
  }
`);

/** Every menu slot in its fixed order, optionally matching `search` by name. */
export async function listMenus(search?: string) {
  const { menus } = await request(MenusDocument, { search });
  return menus;
}
