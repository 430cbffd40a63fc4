import { graphql } from '#gql';
import { found } from '#domain/found';
import type { MenuEditForm } from '#domain/schemas/menu';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { mutate } from '../../lib/mutate.ts';
import { request } from '../../lib/request.ts';

const MenusDocument = graphql(`
  query Menus($search: String, $status: Status) {
    menus(search: $search, status: $status) { id name image pdf status }
  }
`);
const MenuDocument = graphql(`
  query Menu($id: ID!) {
    menu(id: $id) { id name image pdf status updatedAt }
  }
`);
const UpdateMenuDocument = graphql(`
  mutation UpdateMenu($input: UpdateMenuInput!, $expectedUpdatedAt: DateTime) {
    updateMenu(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message menu { id updatedAt } }
  }
`);
const SetMenuStatusDocument = graphql(`
  mutation SetMenuStatus($id: ID!, $status: Status!) {
    setMenuStatus(id: $id, status: $status) { message menu { id status } }
  }
`);

/** The menu's calls (§2.8): the fixed slots come all at once, in their order; `search` matches the name. */
export const menuApi = {
  list: async ({ search, status }: ListQuery) => {
    const { menus } = await request(MenusDocument, { search, status });
    return { items: menus, count: menus.length };
  },
  get: async (id: string) => found((await request(MenuDocument, { id })).menu),
  /** An image or PDF left out keeps the current one. */
  update: (id: string, form: MenuEditForm, expectedUpdatedAt?: string) => mutate(UpdateMenuDocument, { input: { id, ...form }, expectedUpdatedAt }),
  setStatus: (id: string, active: boolean) => mutate(SetMenuStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' }),
};
