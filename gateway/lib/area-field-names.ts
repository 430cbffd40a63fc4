import type { AreaDeclaration, StandardOperation } from '#domain/declaration/area-declaration';

type Type<D extends AreaDeclaration> = D['graphql']['type'];

type Scheme<D extends AreaDeclaration> = {
  list: D['graphql'] extends { list: infer L extends string } ? L : `${Uncapitalize<Type<D>>}s`;
  get: Uncapitalize<Type<D>>;
  create: `create${Type<D>}`;
  update: `update${Type<D>}`;
  status: `set${Type<D>}Status`;
  delete: `delete${Type<D>}`;
  restore: `restore${Type<D>}`;
};

/** The GraphQL field of a standard operation as a literal type, mirroring `graphqlFields` in domain/declaration. */
export type FieldName<D extends AreaDeclaration, Op extends StandardOperation> = D['graphql'] extends { fields: { [K in Op]: infer N extends string } } ? N : Scheme<D>[Op];

/** The field of a toggle: `blocked` on `Host` → `setHostBlocked`. */
export type ToggleFieldName<D extends AreaDeclaration, Name extends string> = `set${Type<D>}${Capitalize<Name>}`;

/** The key of a payload holding the record: `Service` → `service`. */
export type PayloadKey<D extends AreaDeclaration> = Uncapitalize<Type<D>>;
