import type { AreaDeclaration, StandardOperation } from './area-declaration.ts';

/** Where one standard operation lives in the GraphQL schema. */
export interface GraphqlField {
  root: 'Query' | 'Mutation';
  name: string;
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The GraphQL root field of each standard operation, from the area's type: `Service` → services, service, createService … */
export function graphqlFields(area: AreaDeclaration): Record<StandardOperation, GraphqlField> {
  const type = area.graphql.type;
  const own = area.graphql.fields ?? {};
  const field = (op: StandardOperation, root: GraphqlField['root'], name: string): GraphqlField => ({ root, name: own[op] ?? name });
  return {
    list: field('list', 'Query', area.graphql.list ?? `${lower(type)}s`),
    get: field('get', 'Query', lower(type)),
    create: field('create', 'Mutation', `create${type}`),
    update: field('update', 'Mutation', `update${type}`),
    status: field('status', 'Mutation', `set${type}Status`),
    delete: field('delete', 'Mutation', `delete${type}`),
    restore: field('restore', 'Mutation', `restore${type}`),
  };
}

/** The mutation of a toggle: `blocked` on `Host` → `setHostBlocked(id, blocked)`. */
export const toggleField = (area: AreaDeclaration, name: string): GraphqlField => ({ root: 'Mutation', name: `set${area.graphql.type}${upper(name)}` });

/** The key of a mutation's payload holding the record: `Service` → `service`, `GalleryImage` → `galleryImage`. */
export const payloadKey = (area: AreaDeclaration): string => lower(area.graphql.type);
