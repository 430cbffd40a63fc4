import { buildSchema, execute, parse, type ExecutionResult } from 'graphql';
import { describe, expect, test } from 'vitest';
import { serializerFor } from '../../gateway/lib/json-serializer.ts';

/**
 * The gateway writes a result with a serialiser compiled from its document (gateway/lib/json-serializer.ts).
 * A client must get byte for byte what JSON.stringify writes of graphql-js's own result: the same
 * escaping, numbers and nulls, and the keys in the order the document asks for them.
 */
const schema = buildSchema(`
  scalar DateTime
  enum Status { ACTIVE INACTIVE }
  interface Named { name: String }
  type Permission { module: String! view: Boolean! add: Boolean }
  type Role implements Named { id: ID! name: String status: Status createdAt: DateTime permissions: [Permission!]! score: Float rank: Int tags: [String] }
  type Page { count: Int! items: [Role!]! }
  type Query { roles: Page! role: Role named: Named broken: Role }
`);

const roles = [
  { id: 'a1', name: 'Bar "team" \\ back', status: 'ACTIVE', createdAt: new Date(Date.UTC(2026, 10, 24, 9, 30)), permissions: [{ module: 'users', view: true, add: false }], score: -0, rank: 3, tags: ['x', null] },
  { id: 'a2', name: `Door ${'long name '.repeat(8)}\u0007 with a bell`, status: 'INACTIVE', createdAt: null, permissions: [], score: 1.5e-7, rank: null, tags: null },
  { id: 'a3', name: 'Lone \ud800 surrogate, émigré 🎉', status: null, createdAt: '2026-01-01T00:00:00.000Z', permissions: [{ module: 'events', view: false }], score: 12.25, rank: -4, tags: [] },
];
const rootValue = {
  roles: { count: roles.length, items: roles },
  role: roles[0],
  named: { __typename: 'Role', name: 'By interface' },
  broken: () => {
    throw new Error('nope');
  },
};

const run = async (source: string, variables: Record<string, unknown> = {}) => {
  const document = parse(source);
  const result = (await execute({ schema, document, rootValue, variableValues: variables })) as ExecutionResult;
  return { written: serializerFor(schema, document, undefined)(result), expected: JSON.stringify(result), compiled: serializerFor(schema, document, undefined) !== JSON.stringify };
};

describe('the compiled result serialiser', () => {
  test.each([
    ['a list with every scalar kind', '{ roles { count items { id name status createdAt score rank tags permissions { module view add } } } }'],
    ['aliases, a repeated field and __typename', '{ first: role { __typename name id } roles { items { name } count items { id } } again: role { id } }'],
    ['fragments and an inline fragment', 'query { roles { items { ...R ... on Role { createdAt name } } } } fragment R on Role { status permissions { view module } }'],
    ['@skip and @include', 'query Q($yes: Boolean!) { role { id name @skip(if: $yes) status @include(if: $yes) } }'],
  ])('writes %s as JSON.stringify does', async (_label, source) => {
    const { written, expected, compiled } = await run(source, { yes: true });
    expect(compiled).toBe(true);
    expect(written).toBe(expected);
  });

  test('keeps the document order of keys, not the data order', async () => {
    const { written } = await run('{ role { status name id } }');
    expect(written).toBe('{"data":{"role":{"status":"ACTIVE","name":"Bar \\"team\\" \\\\ back","id":"a1"}}}');
  });

  test('writes a result with errors, with the data beside them, as JSON.stringify does', async () => {
    const { written, expected } = await run('{ role { id } broken { id } }');
    expect(JSON.parse(written)).toMatchObject({ data: { role: { id: 'a1' }, broken: null }, errors: [{ message: 'nope', path: ['broken'] }] });
    expect(written).toBe(expected);
  });

  test('leaves documents whose keys depend on the runtime type, and introspection, to JSON.stringify', () => {
    for (const source of ['{ named { name } }', '{ role { ...N } } fragment N on Named { name }', '{ __schema { queryType { name } } }', '{ __type(name: "Role") { name } }']) {
      expect(serializerFor(schema, parse(source), undefined)).toBe(JSON.stringify);
    }
  });
});
