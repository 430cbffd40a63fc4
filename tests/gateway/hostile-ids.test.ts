import { beforeAll, describe, expect, test } from 'vitest';
import { useTestStack } from '../support/use-test-stack.ts';
import { gql } from './lib/gql.ts';

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface Arg {
  name: string;
  type: TypeRef;
}
interface FullType {
  kind: string;
  name: string;
  fields: { name: string; args: Arg[]; type: TypeRef }[] | null;
  inputFields: Arg[] | null;
  enumValues: { name: string }[] | null;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const SCHEMA = `{ __schema { queryType { name } mutationType { name } types { kind name
  fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } }
  inputFields { name type { ${TYPE_REF} } } enumValues { name } } } }`;

const named = (ref: TypeRef): TypeRef => (ref.ofType ? named(ref.ofType) : ref);
const typeText = (ref: TypeRef): string => (ref.kind === 'NON_NULL' ? `${typeText(ref.ofType!)}!` : ref.kind === 'LIST' ? `[${typeText(ref.ofType!)}]` : ref.name!);

/** The ids no record has: thousands of characters, control characters, broken encodings. */
const HOSTILE_IDS = ['x'.repeat(20_000), 'a\u0000b', '%', '%E0%A4%A', '../../etc/passwd', '\ud800'];

const stack = useTestStack();
let types: Map<string, FullType>;
let roots: { operation: 'query' | 'mutation'; field: FullType['fields'] extends (infer F)[] | null ? F : never }[];

/** A value of `ref` whose ID fields all hold `id` and whose other fields are plausible. */
function valueOf(ref: TypeRef, id: string): unknown {
  if (ref.kind === 'NON_NULL') return valueOf(ref.ofType!, id);
  if (ref.kind === 'LIST') return [valueOf(ref.ofType!, id)];
  const type = types.get(ref.name!)!;
  if (type.kind === 'ENUM') return type.enumValues![0]!.name;
  if (type.kind === 'INPUT_OBJECT') return Object.fromEntries(type.inputFields!.map((f) => [f.name, valueOf(f.type, id)]));
  return { ID: id, String: 'Hostile id test', Int: 1, Float: 1, Boolean: true, Money: 1, Date: '2027-01-01', DateTime: '2027-01-01T00:00:00.000Z' }[type.name];
}

/** Whether `ref` carries an ID anywhere (directly or inside an input object). */
function holdsId(ref: TypeRef, seen = new Set<string>()): boolean {
  const type = types.get(named(ref).name!)!;
  if (type.name === 'ID') return true;
  if (type.kind !== 'INPUT_OBJECT' || seen.has(type.name)) return false;
  seen.add(type.name);
  return type.inputFields!.some((f) => holdsId(f.type, seen));
}

beforeAll(async () => {
  const reply = await gql<{ __schema: { queryType: { name: string }; mutationType: { name: string }; types: FullType[] } }>(stack.gatewayUrl, SCHEMA);
  const schema = reply.data!.__schema;
  types = new Map(schema.types.map((t) => [t.name, t]));
  roots = (['query', 'mutation'] as const).flatMap((operation) =>
    types.get(operation === 'query' ? schema.queryType.name : schema.mutationType.name)!.fields!.filter((f) => f.args.some((a) => holdsId(a.type))).map((field) => ({ operation, field })),
  );
});

describe('hostile ids through GraphQL', () => {
  test('finds the operations that take an id (new ones are covered with no new test code)', () => {
    expect(roots.map((r) => r.field.name)).toEqual(expect.arrayContaining(['role', 'user', 'setRoleStatus', 'deleteService', 'updateRole']));
  });

  test('every operation taking an id answers a hostile one with NOT_FOUND or BAD_USER_INPUT, never a masked error', async () => {
    for (const { operation, field } of roots) {
      const selection = ['OBJECT', 'INTERFACE', 'UNION'].includes(types.get(named(field.type).name!)!.kind) ? ' { __typename }' : '';
      const document = `${operation}(${field.args.map((a) => `$${a.name}: ${typeText(a.type)}`).join(', ')}) { ${field.name}(${field.args.map((a) => `${a.name}: $${a.name}`).join(', ')})${selection} }`;
      await Promise.all(
        HOSTILE_IDS.map(async (id) => {
          const variables = Object.fromEntries(field.args.map((a) => [a.name, valueOf(a.type, id)]));
          const reply = await gql(stack.gatewayUrl, document, { variables, token: stack.api.adminToken });
          const what = `${field.name} with ${JSON.stringify(id).slice(0, 20)}: ${reply.text.slice(0, 300)}`;
          expect(reply.status, what).toBeLessThan(500);
          expect(reply.errors?.map((e) => e.extensions?.code), what).toEqual([expect.stringMatching(/^(NOT_FOUND|BAD_USER_INPUT)$/)]);
        }),
      );
    }
    // Over a hundred calls: on a shared machine they take longer than one ordinary test.
  }, 120_000);

  test('a 20,000-character id says what is wrong', async () => {
    const reply = await gql(stack.gatewayUrl, 'query($id: ID!) { role(id: $id) { id } }', { variables: { id: 'x'.repeat(20_000) }, token: stack.api.adminToken });
    expect(reply.errors).toEqual([expect.objectContaining({ message: 'An id or search text is too long', extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) })]);
  });
});
