import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { AREAS } from '#domain/areas/index';
import { bulkOperations } from '#domain/declaration/bulk-operations';
import { resolvers } from '../../gateway/resolvers/index.ts';
import { buildSchema } from '../../gateway/schema.ts';
import { useTestStack } from '../support/use-test-stack.ts';
import { codes, gql } from './lib/gql.ts';

const RESULT = 'message committed done failed skipped results { id outcome reason rolledBack }';
const CREATE_HOST = 'mutation ($input: CreateHostInput!) { createHost(input: $input) { host { id } } }';
const BLOCK = `mutation ($ids: [ID!]!, $blocked: Boolean!) { bulkSetHostBlocked(ids: $ids, blocked: $blocked) { ${RESULT} } }`;
const DELETE = `mutation ($ids: [ID!]!) { bulkDeleteHost(ids: $ids) { ${RESULT} } }`;
const MARK = `mutation ($ids: [ID!]!, $status: EnquiryStatus!) { bulkSetEnquiryStatus(ids: $ids, status: $status) { ${RESULT} } }`;

const stack = useTestStack();
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });

describe('bulk mutations', () => {
  test('every area has a field and a resolver for each of its bulk operations', () => {
    const mutations = buildSchema().getMutationType()!.getFields();
    for (const area of AREAS) {
      for (const op of bulkOperations(area)) {
        expect(mutations[op.graphql.name], `${area.key}: ${op.graphql.name}`).toBeDefined();
        expect(typeof (resolvers.Mutation as Record<string, unknown>)[op.graphql.name], `${area.key}: resolver of ${op.graphql.name}`).toBe('function');
      }
    }
  });

  test('a toggle and a delete over many ids report each id; bad input keeps its code', async () => {
    const ids: string[] = [];
    for (const n of [1, 2]) {
      const made = await asAdmin<{ createHost: { host: { id: string } } }>(CREATE_HOST, { input: { firstName: 'Bulk', lastName: `Host ${n}`, email: `bulk-${n}-${randomUUID().slice(0, 6)}@venue.test`, password: 'guest-list-1' } });
      ids.push(made.data!.createHost.host.id);
    }
    const missing = randomUUID();
    const blocked = await asAdmin<{ bulkSetHostBlocked: unknown }>(BLOCK, { ids: [...ids, missing], blocked: true });
    expect(blocked.data?.bulkSetHostBlocked).toEqual({
      message: '2 hosts blocked, 1 skipped',
      committed: true,
      done: 2,
      failed: 0,
      skipped: 1,
      results: [
        { id: ids[0], outcome: 'DONE', reason: null, rolledBack: false },
        { id: ids[1], outcome: 'DONE', reason: null, rolledBack: false },
        { id: missing, outcome: 'SKIPPED', reason: 'Host not found', rolledBack: false },
      ],
    });
    const deleted = await asAdmin<{ bulkDeleteHost: { done: number } }>(DELETE, { ids });
    expect(deleted.data?.bulkDeleteHost.done).toBe(2);
    expect(codes(await asAdmin(DELETE, { ids: [] }))).toEqual(['BAD_USER_INPUT']);
    // A text that is no id is named by its place in the list, as any other refused field is.
    const badId = await asAdmin(DELETE, { ids: [missing, 'not-an-id'] });
    expect(badId.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: ['ids', 1], message: 'ids[1] is not an id: "not-an-id"' }] });
    // An area's own statuses are taken by name.
    const marked = await asAdmin<{ bulkSetEnquiryStatus: { skipped: number } }>(MARK, { ids: [missing], status: 'MARKED' });
    expect(marked.errors).toBeUndefined();
    expect(marked.data?.bulkSetEnquiryStatus.skipped).toBe(1);
  });

  test('needs a token', async () => {
    expect(codes(await gql(stack.gatewayUrl, DELETE, { variables: { ids: [randomUUID()] } }))).toEqual(['UNAUTHENTICATED']);
  });
});
