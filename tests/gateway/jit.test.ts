import { beforeAll, expect, test } from 'vitest';
import { emptyPermission } from '#domain/permissions';
import { useTestStack } from '../support/use-test-stack.ts';
import { gql } from './lib/gql.ts';

const stack = useTestStack();
beforeAll(async () => {
  await stack.api.createRole({ name: 'Compiled', permissions: [{ ...emptyPermission('events'), view: true }] });
});

// Execution is compiled (graphql-jit): the same document run twice, with fragments, aliases, variables,
// enums and nested lists, answers exactly what the schema says, and an error still sits beside the data.
test('compiled execution answers fragments, aliases, variables and enums as the schema says, twice alike', async () => {
  const document = `query Q($search: String) {
    found: roles(search: $search, limit: 5) { count items { ...R } }
    none: roles(search: "no such role") { count }
  }
  fragment R on Role { name status permissions { module view add } }`;
  const run = () => gql<{ found: { count: number; items: { name: string; status: string; permissions: { module: string; view: boolean; add: boolean }[] }[] }; none: { count: number } }>(stack.gatewayUrl, document, { token: stack.api.adminToken, variables: { search: 'compiled' } });
  const first = await run();
  expect(first.errors).toBeUndefined();
  expect(first.data?.found.count).toBe(1);
  expect(first.data?.found.items[0]).toMatchObject({ name: 'Compiled', status: 'ACTIVE' });
  expect(first.data?.found.items[0]?.permissions.find((p) => p.module === 'events')).toEqual({ module: 'events', view: true, add: false });
  expect(first.data?.none).toEqual({ count: 0 });
  expect((await run()).data).toEqual(first.data);
});

test('a failing field under compiled execution is an error with its path and code', async () => {
  const reply = await gql(stack.gatewayUrl, '{ role(id: "00000000-0000-4000-8000-000000000000") { name } }', { token: stack.api.adminToken });
  expect(reply.errors?.[0]).toMatchObject({ path: ['role'], extensions: { code: 'NOT_FOUND' } });
});
