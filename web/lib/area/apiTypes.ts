import type { AreaApi } from './AreaApi.ts';

/** Any area's calls, whatever its row and form types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyApi = AreaApi<any, any, any, any>;

/** A row of the area's list. */
export type RowOf<Api extends AnyApi> = Awaited<ReturnType<Api['list']>>['items'][number];
/** The record its `get` returns. */
export type ItemOf<Api extends AnyApi> = Api['get'] extends (id: string) => Promise<infer Item> ? Item : never;
/** What its `create` saves. */
export type CreateOf<Api extends AnyApi> = Api['create'] extends (values: infer Values) => unknown ? Values : never;
/** What its `update` saves. */
export type UpdateOf<Api extends AnyApi> = Api['update'] extends (id: string, values: infer Values) => unknown ? Values : never;
/**
 * What a list row and the record `get` reads have in common (the row where the area has no `get`):
 * the palette builds a found record's label, switches and list link from either.
 */
export type NamedRow<Api extends AnyApi> = [ItemOf<Api>] extends [never] ? RowOf<Api> : Pick<RowOf<Api>, keyof RowOf<Api> & keyof NonNullable<ItemOf<Api>>>;
