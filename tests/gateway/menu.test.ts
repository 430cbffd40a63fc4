import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { media } from '../../api/db/schema.ts';
import { useTestStack } from '../support/use-test-stack.ts';
import { codes, gql } from './lib/gql.ts';

const MENU_FIELDS = 'id name image pdf status createdAt updatedAt';
const MENUS = `query Menus($search: String) { menus(search: $search) { ${MENU_FIELDS} } }`;
const MENU = `query Menu($id: ID!) { menu(id: $id) { ${MENU_FIELDS} } }`;
const UPDATE = `mutation Update($input: UpdateMenuInput!) { updateMenu(input: $input) { message menu { ${MENU_FIELDS} } } }`;
const SET_STATUS = `mutation SetStatus($id: ID!, $status: Status!) { setMenuStatus(id: $id, status: $status) { message menu { id status } } }`;

type Menu = { id: string; name: string; image: string | null; pdf: string | null; status: string; createdAt: string; updatedAt: string };

const stack = useTestStack();
let slots: Menu[];
const pdfKey = `menu/${randomUUID()}.pdf`;
const asAdmin = <T>(query: string, variables?: Record<string, unknown>, token = stack.api.adminToken) => gql<T>(stack.gatewayUrl, query, { variables, token });

beforeAll(async () => {
  await stack.api.db.insert(media).values({ key: pdfKey, section: 'menu', contentType: 'application/pdf', size: 100 });
  slots = (await asAdmin<{ menus: Menu[] }>(MENUS)).data!.menus;
});

describe('menu through GraphQL', () => {
  test('menus lists the fixed slots in GraphQL shape, and search narrows them', async () => {
    expect(slots.map((m) => [m.name, m.status, m.image, m.pdf])).toEqual([
      ['Food', 'ACTIVE', null, null],
      ['Drinks', 'ACTIVE', null, null],
      ['Shisha', 'ACTIVE', null, null],
    ]);
    expect((await asAdmin<{ menus: Menu[] }>(MENUS, { search: 'shi' })).data?.menus.map((m) => m.name)).toEqual(['Shisha']);
    expect((await asAdmin<{ menu: Menu }>(MENU, { id: slots[0]!.id })).data?.menu).toEqual(slots[0]);
  });

  test('updateMenu renames and attaches a PDF; a null image keeps the current one', async () => {
    const reply = await asAdmin<{ updateMenu: { message: string; menu: Menu } }>(UPDATE, { input: { id: slots[0]!.id, name: 'Kitchen', image: null, pdf: pdfKey } });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.updateMenu).toMatchObject({ message: 'Menu updated successfully', menu: { id: slots[0]!.id, name: 'Kitchen', image: null, pdf: pdfKey } });
  });

  test('a slot without a PDF is not saved without one: BAD_USER_INPUT "Please select a PDF file." on the pdf field', async () => {
    const slot = slots[2]!;
    for (const input of [{ id: slot.id, name: 'Hookah' }, { id: slot.id, name: 'Hookah', pdf: null }]) {
      const refused = await asAdmin(UPDATE, { input });
      expect(refused.errors, JSON.stringify(input)).toMatchObject([{ message: 'Please select a PDF file.', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: ['pdf'], message: 'Please select a PDF file.' }] } }]);
    }
    expect((await asAdmin<{ menu: Menu }>(MENU, { id: slot.id })).data?.menu).toMatchObject({ name: 'Shisha', pdf: null });
    const saved = await asAdmin<{ updateMenu: { menu: Menu } }>(UPDATE, { input: { id: slot.id, name: 'Hookah', pdf: pdfKey } });
    expect(saved.data?.updateMenu.menu).toMatchObject({ name: 'Hookah', pdf: pdfKey });
    const kept = await asAdmin<{ updateMenu: { menu: Menu } }>(UPDATE, { input: { id: slot.id, name: 'Shisha' } });
    expect(kept.data?.updateMenu.menu).toMatchObject({ name: 'Shisha', pdf: pdfKey });
  });

  test('setMenuStatus maps INACTIVE to the API and back', async () => {
    const off = await asAdmin<{ setMenuStatus: unknown }>(SET_STATUS, { id: slots[1]!.id, status: 'INACTIVE' });
    expect(off.data?.setMenuStatus).toEqual({ message: 'Menu status updated successfully', menu: { id: slots[1]!.id, status: 'INACTIVE' } });
    expect((await asAdmin<{ menu: Menu }>(MENU, { id: slots[1]!.id })).data?.menu.status).toBe('INACTIVE');
  });

  test('API refusals keep their message and carry their code', async () => {
    const noName = await asAdmin(UPDATE, { input: { id: slots[0]!.id, name: ' ' } });
    expect(noName.errors?.[0]?.message).toBe('Name is required');
    expect(codes(noName)).toEqual(['BAD_USER_INPUT']);

    const wrongKind = await asAdmin(UPDATE, { input: { id: slots[0]!.id, name: 'Food', image: pdfKey } });
    expect(wrongKind.errors?.[0]?.message).toBe('image must be the key of an uploaded image');

    const missing = await asAdmin(MENU, { id: randomUUID() });
    expect(missing.errors?.[0]?.message).toBe('Menu not found');
    expect(codes(missing)).toEqual(['NOT_FOUND']);

    const viewer = await stack.api.createSubAdmin({ roleId: await stack.api.createRole({ permissions: [{ name: 'menu', view: true }] }) });
    const forbidden = await asAdmin(SET_STATUS, { id: slots[0]!.id, status: 'INACTIVE' }, viewer.token);
    expect(codes(forbidden)).toEqual(['FORBIDDEN']);
    expect(codes(await gql(stack.gatewayUrl, MENUS))).toEqual(['UNAUTHENTICATED']);
  });
});
