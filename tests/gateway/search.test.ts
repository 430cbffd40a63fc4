import { beforeAll, expect, test } from 'vitest';
import { useTestStack } from '../support/use-test-stack.ts';
import { gql } from './lib/gql.ts';

const stack = useTestStack();
beforeAll(async () => {
  for (const name of ['Door', 'Doorman', 'Back Door']) await stack.api.createRole({ name });
});

test('search(text) returns the API’s ranked hits across areas in one query', async () => {
  const reply = await gql<{ search: { area: string; id: string; label: string; active: boolean; rank: string }[] }>(stack.gatewayUrl, '{ search(text: "door", limit: 3) { area id label active rank } }', { token: stack.api.adminToken });
  expect(reply.errors).toBeUndefined();
  expect(reply.data?.search.map(({ area, label, rank, active }) => ({ area, label, rank, active }))).toEqual([
    { area: 'roles', label: 'Door', rank: 'EXACT', active: true },
    { area: 'roles', label: 'Doorman', rank: 'PREFIX', active: true },
    { area: 'roles', label: 'Back Door', rank: 'CONTAINS', active: true },
  ]);
});

test('a limit past the cap is the API’s message as BAD_USER_INPUT', async () => {
  const reply = await gql(stack.gatewayUrl, '{ search(text: "door", limit: 51) { id } }', { token: stack.api.adminToken });
  expect(reply.errors?.[0]).toMatchObject({ message: 'Limit must be at most 50', extensions: { code: 'BAD_USER_INPUT' } });
});
