import { useSearchParams } from 'wouter';
import { offsetOf } from '#domain/pagination';
import type { PageRows } from './pageRows.ts';
import { useRows } from './useRows.ts';

/**
 * One page of a list (§9), the page number kept in `?page=`; `pager` is what <Pagination> takes.
 * `deleted` asks for the soft-deleted records instead (the list's Deleted view).
 */
export function usePagedRows<Row extends { id: string }>(limit: number, list: (page: { limit: number; offset: number; deleted?: boolean }) => Promise<PageRows<Row>>, deleted = false) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const offset = offsetOf(page, limit);
  const loaded = useRows(`${deleted}:${offset}`, () => list(deleted ? { limit, offset, deleted } : { limit, offset }));
  const pager = { count: loaded.snap.count, limit, page, onPage: (next: number) => setParams({ page: String(next) }) };
  return { ...loaded, offset, pager };
}
