import { useSearchParams } from 'wouter';
import { offsetOf } from '#domain/pagination';
import type { PageRows } from './pageRows.ts';
import { useRows } from './useRows.ts';

/**
 * One page of a list (§9), the page number kept in `?page=`; `pager` is what <Pagination> takes.
 * `deleted` asks for the soft-deleted records instead (the list's Deleted view). `kept` are the
 * list's filters as they stand in the URL (e.g. `{ status: 'pending' }`): a change loads again,
 * and turning the page keeps them.
 */
export function usePagedRows<Row extends { id: string }>(
  limit: number,
  list: (page: { limit: number; offset: number; deleted?: boolean }) => Promise<PageRows<Row>>,
  deleted = false,
  kept: Record<string, string> = {},
) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const offset = offsetOf(page, limit);
  const filters = new URLSearchParams(kept).toString();
  const loaded = useRows(`${deleted}:${filters}:${offset}`, () => list(deleted ? { limit, offset, deleted } : { limit, offset }));
  const pager = { count: loaded.snap.count, limit, page, onPage: (next: number) => setParams({ ...kept, page: String(next) }) };
  return { ...loaded, offset, pager };
}
