import { describe, expect, test } from 'vitest';
import { AREAS } from '#domain/areas/index';
import { graphqlFields } from '#domain/declaration/graphql-fields';
import { useTestStack } from '../support/use-test-stack.ts';
import { codes, gql } from './lib/gql.ts';

type Problem = { path: (string | number)[]; message: string };

const stack = useTestStack();
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });
const fieldsOf = (reply: { errors?: { extensions?: Record<string, unknown> }[] }) => reply.errors?.[0]?.extensions?.fields as Problem[] | undefined;

const constant = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

describe('orderBy, date ranges and field paths through the gateway', () => {
  test('every list takes orderBy: [<Type>Order!], its fields the area\'s REST sort fields in CONSTANT_CASE', async () => {
    type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
    const schema = await asAdmin<{ __schema: { queryType: { fields: { name: string; args: { name: string; type: TypeRef }[] }[] } } }>(
      '{ __schema { queryType { fields { name args { name type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } } }',
    );
    const roots = schema.data!.__schema.queryType.fields;
    const named = (ref: TypeRef | null): string | null => (ref ? (ref.name ?? named(ref.ofType)) : null);
    for (const area of AREAS) {
      const list = roots.find((field) => field.name === graphqlFields(area).list.name);
      const orderBy = list?.args.find((arg) => arg.name === 'orderBy');
      expect(orderBy?.type.kind, area.key).toBe('LIST');
      expect(named(orderBy?.type ?? null), area.key).toBe(`${area.graphql.type}Order`);
      const values = await asAdmin<{ __type: { enumValues: { name: string }[] } }>(`{ __type(name: "${area.graphql.type}OrderField") { enumValues { name } } }`);
      expect(values.data?.__type.enumValues.map((v) => v.name), area.key).toEqual(area.sort.map(constant));
    }
    const direction = await asAdmin<{ __type: { enumValues: { name: string }[] } }>('{ __type(name: "OrderDirection") { enumValues { name } } }');
    expect(direction.data?.__type.enumValues.map((v) => v.name)).toEqual(['ASC', 'DESC']);
  });

  test('orderBy sorts a declared list and a hand-written one, ties broken by id in the last key\'s direction', async () => {
    for (const name of ['Cellar', 'Atrium', 'Balcony']) await stack.api.createRole({ name, permissions: [{ name: 'users', view: true }] });
    const ROLES = 'query R($orderBy: [RoleOrder!]) { roles(orderBy: $orderBy, limit: 100) { items { id name status } } }';
    const names = async (orderBy: unknown) => (await asAdmin<{ roles: { items: { id: string; name: string }[] } }>(ROLES, { orderBy })).data?.roles.items.map((r) => r.name);
    expect(await names([{ field: 'NAME', direction: 'ASC' }])).toEqual(['Atrium', 'Balcony', 'Cellar']);
    expect(await names([{ field: 'NAME', direction: 'DESC' }])).toEqual(['Cellar', 'Balcony', 'Atrium']);
    const byStatus = (await asAdmin<{ roles: { items: { id: string }[] } }>(ROLES, { orderBy: [{ field: 'STATUS', direction: 'ASC' }] })).data!.roles.items.map((r) => r.id);
    expect(byStatus).toEqual([...byStatus].sort());
    const unknownField = await asAdmin(ROLES, { orderBy: [{ field: 'PASSWORD', direction: 'ASC' }] });
    expect(unknownField.errors?.[0]?.message).toMatch(/RoleOrderField/);

    const tables = await asAdmin<{ tables: { items: unknown[] } }>('{ tables(orderBy: [{ field: CAPACITY, direction: DESC }, { field: NAME, direction: ASC }]) { items { id } } }');
    expect(tables.errors).toBeUndefined();
    const menus = await asAdmin<{ menus: { name: string }[] }>('{ menus(orderBy: [{ field: NAME, direction: DESC }]) { name } }');
    expect(menus.errors).toBeUndefined();
    const menuNames = menus.data!.menus.map((m) => m.name);
    expect(menuNames).toEqual([...menuNames].sort().reverse());
    const campaigns = await asAdmin('{ newsletterCampaigns(orderBy: [{ field: SUBJECT, direction: ASC }]) { count } }');
    expect(campaigns.errors).toBeUndefined();
    const records = await asAdmin('{ categoryRecords(categoryId: "00000000-0000-0000-0000-000000000000", orderBy: [{ field: PRICE, direction: DESC }]) { count } }');
    expect(codes(records)).toEqual(['NOT_FOUND']);
    const bookings = await asAdmin('{ bookings(orderBy: [{ field: PRICE, direction: ASC }]) { count } }');
    expect(bookings.errors).toBeUndefined();
  });

  test('enquiries and subscribers take from / to; a backwards range is BAD_USER_INPUT on `to`, worded in GraphQL\'s names', async () => {
    const ENQUIRIES = 'query E($from: Date, $to: Date) { enquiries(from: $from, to: $to) { count } }';
    const SUBSCRIBERS = 'query S($from: Date, $to: Date) { newsletterSubscribers(from: $from, to: $to) { count } }';
    for (const query of [ENQUIRIES, SUBSCRIBERS]) {
      expect((await asAdmin(query, { from: '2020-01-01', to: '2099-12-31' })).errors, query).toBeUndefined();
      const backwards = await asAdmin(query, { from: '2030-05-20', to: '2030-05-01' });
      expect(codes(backwards), query).toEqual(['BAD_USER_INPUT']);
      expect(backwards.errors?.[0]?.message, query).toBe('to must not be before from');
      expect(fieldsOf(backwards), query).toEqual([{ path: ['to'], message: 'to must not be before from' }]);
    }
    // The REST API's own reply keeps its names.
    const rest = await fetch(`${stack.api.url}/api/v1/get/contactUs/list?fromDate=2030-05-20&toDate=2030-05-01`, { headers: { authorization: `Bearer ${stack.api.adminToken}` } });
    expect([rest.status, ((await rest.json()) as { message: string }).message]).toEqual([400, 'toDate must not be before fromDate']);
  });

  test('a refused orderBy is worded as orderBy, not REST\'s sort', async () => {
    const twice = await asAdmin('{ roles(orderBy: [{ field: NAME, direction: ASC }, { field: NAME, direction: DESC }]) { count } }');
    expect(codes(twice)).toEqual(['BAD_USER_INPUT']);
    expect(twice.errors?.[0]?.message).toBe('orderBy names "name" more than once');
    expect(fieldsOf(twice)).toEqual([{ path: ['orderBy'], message: 'orderBy names "name" more than once' }]);
  });

  test('field paths are GraphQL\'s names: a record\'s id key is `id`, a sub-admin\'s role stays `roleId`', async () => {
    const role = await asAdmin('mutation U($input: UpdateRoleInput!) { updateRole(input: $input) { message } }', { input: { id: '', name: '', permissions: [] } });
    expect(codes(role)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(role)?.map((f) => f.path[0])).toContain('id');
    expect(fieldsOf(role)?.map((f) => f.path[0])).not.toContain('roleId');

    const subAdmin = await asAdmin('mutation U($input: UpdateSubAdminInput!) { updateSubAdmin(input: $input) { message } }', {
      input: { id: '', name: 'Door lead', email: 'door@venue.test', roleId: '' },
    });
    expect(codes(subAdmin)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(subAdmin)?.map((f) => f.path[0]).sort()).toEqual(['id', 'roleId']);

    for (const mutation of ['mutation { setServiceStatus(id: "", status: ACTIVE) { message } }', 'mutation { deleteTable(id: "") { message } }', 'mutation { restoreCategory(id: "") { message } }']) {
      const reply = await asAdmin(mutation);
      expect(codes(reply), mutation).toEqual(['BAD_USER_INPUT']);
      expect(fieldsOf(reply)?.map((f) => f.path), mutation).toEqual([['id']]);
    }

    const sorted = await asAdmin('{ bookings(from: "2030-02-01", to: "2030-01-01") { count } }');
    expect(fieldsOf(sorted)?.map((f) => f.path)).toEqual([['to']]);
  });
});
