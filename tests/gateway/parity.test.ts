import type { GraphQLField, GraphQLObjectType, GraphQLOutputType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AREAS } from '#domain/areas/index';
import { STANDARD_OPERATIONS } from '#domain/declaration/area-declaration';
import { declaredOperations } from '#domain/declaration/declared-operations';
import { hasOperation } from '#domain/declaration/has-operation';
import { graphqlFields, payloadKey } from '#domain/declaration/graphql-fields';
import { resolvers } from '../../gateway/resolvers/index.ts';
import { buildSchema } from '../../gateway/schema.ts';

const schema = buildSchema();
// Unwrapped by shape: graphql's own helpers refuse types built by the gateway's copy of the module.
const getNamedType = (type: GraphQLOutputType): GraphQLObjectType => {
  let named: unknown = type;
  while (typeof named === 'object' && named !== null && 'ofType' in named) named = (named as { ofType: unknown }).ofType;
  return named as GraphQLObjectType;
};
const rootOf = (root: 'Query' | 'Mutation') => (root === 'Query' ? schema.getQueryType() : schema.getMutationType()) as GraphQLObjectType;
const fieldOf = (root: 'Query' | 'Mutation', name: string): GraphQLField<unknown, unknown> | undefined => rootOf(root).getFields()[name];
const resolverOf = (root: 'Query' | 'Mutation', name: string) => (resolvers as Record<string, Record<string, unknown>>)[root]?.[name];

describe.each(AREAS.map((area) => [area.key, area] as const))('GraphQL parity of %s', (_key, area) => {
  it('has a field in the SDL and a resolver for every declared operation', () => {
    for (const { operation, graphql } of declaredOperations(area)) {
      expect(fieldOf(graphql.root, graphql.name), `${operation}: ${graphql.root}.${graphql.name}`).toBeDefined();
      expect(typeof resolverOf(graphql.root, graphql.name), `${operation}: resolver of ${graphql.name}`).toBe('function');
    }
  });

  it('has no field and no resolver for a standard operation it does not declare', () => {
    const fields = graphqlFields(area);
    for (const operation of STANDARD_OPERATIONS.filter((op) => !hasOperation(area, op))) {
      const { root, name } = fields[operation];
      expect(fieldOf(root, name), `${operation}: ${root}.${name}`).toBeUndefined();
      expect(resolverOf(root, name), `${operation}: resolver of ${name}`).toBeUndefined();
    }
  });

  it('returns the declared type from its get and list', () => {
    const fields = graphqlFields(area);
    if (hasOperation(area, 'get')) expect(getNamedType(fieldOf('Query', fields.get.name)!.type).name).toBe(area.graphql.type);
    if (hasOperation(area, 'list')) {
      // A page wraps its records in `items`; the menu's list is the records themselves.
      const named = getNamedType(fieldOf('Query', fields.list.name)!.type);
      const record = named.name === area.graphql.type ? named : getNamedType(named.getFields().items!.type);
      expect(record.name).toBe(area.graphql.type);
    }
  });
});

// Only the areas that restore: the others have no restore to check (and no skipped test stands for them).
describe.each(AREAS.filter((area) => hasOperation(area, 'restore')).map((area) => [area.key, area] as const))('GraphQL restore of %s', (_key, area) => {
  it('restores by `(id: ID!)` into `{ <record>, message }`, and its list takes `deleted: Boolean`', () => {
    const fields = graphqlFields(area);
    const restore = fieldOf('Mutation', fields.restore.name)!;
    expect(restore.args.map((arg) => `${arg.name}: ${String(arg.type)}`)).toEqual(['id: ID!']);
    const payload = getNamedType(restore.type);
    expect(Object.keys(payload.getFields()).sort()).toEqual([payloadKey(area), 'message'].sort());
    expect(getNamedType(payload.getFields()[payloadKey(area)]!.type).name).toBe(area.graphql.type);

    const list = fieldOf('Query', fields.list.name)!;
    const deleted = list.args.find((arg) => arg.name === 'deleted');
    expect(deleted && String(deleted.type)).toBe('Boolean');
  });
});
