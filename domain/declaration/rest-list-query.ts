import type { AreaDeclaration } from './area-declaration.ts';
import { sortParam, type OrderKey } from './order-by.ts';
import { statusCodeOf } from './status-names.ts';

/** A list's arguments in GraphQL's names beyond its page (`search`, `status`, `deleted`, `from`, `eventId` …). */
export type ListArguments = Record<string, unknown>;

/** A REST list's query parameters; undefined ones are left out of the URL. */
export type RestListQuery = Record<string, string | number | boolean | undefined>;

/**
 * A list's GraphQL arguments → its REST query, the one mapping of both the gateway's list calls
 * and the exports of the lists' own filters: a status name as its REST code, the area's `listCodes`
 * as theirs, `from` / `to` as `fromDate` / `toDate`, `orderBy` as `sort`, `deleted` only when true;
 * every other argument under its own name.
 */
export function restListQuery(area: Pick<AreaDeclaration, 'key' | 'statuses' | 'listCodes'>, { deleted, status, from, to, orderBy, ...own }: ListArguments): RestListQuery {
  const query: RestListQuery = {};
  for (const [key, value] of Object.entries(own)) {
    if (value === undefined || value === null) continue;
    const codes = area.listCodes?.[key];
    query[key] = codes ? codes.find((c) => c.name === value)?.code : (value as string | number | boolean);
  }
  return {
    ...query,
    deleted: deleted ? true : undefined,
    status: status ? statusCodeOf(area, String(status)) : undefined,
    fromDate: (from as string | null | undefined) ?? undefined,
    toDate: (to as string | null | undefined) ?? undefined,
    sort: sortParam(orderBy as OrderKey[] | null | undefined),
  };
}
