import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';

const MenuDocument = graphql(`
  query Menu($id: ID!) {
    menu(id: $id) { id name image pdf status }
  }
`);

/** One menu slot. */
export async function getMenu(id: string) {
  const { menu } = await request(MenuDocument, { id });
  return menu;
}
