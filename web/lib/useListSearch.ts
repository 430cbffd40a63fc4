import { useSearchParams } from 'wouter';
import type { ListFilters } from './area/AreaApi.ts';
import type { StatusFilter } from './listStatus.ts';
import { useTypedParam } from './useTypedParam.ts';

const SEARCH_DELAY_MS = 300;

/**
 * A list's search and status filter kept in the URL as `?q=` (an older `?search=` link still
 * works) and `?status=`, so a link shares the view: `query` is what the list call is asked for
 * (`search` and the status filter's own arguments), `tools` drive <ListSearch>, `kept` are the
 * list's parameters that turning a page keeps (`deleted=1` in the Deleted view). Typing or choosing
 * a status starts again from page 1.
 */
export function useListSearch<Query = Pick<ListFilters, 'status' | 'blocked'>>(fixed: Record<string, string> = {}, filter?: StatusFilter<Query>) {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? params.get('search') ?? '';
  const asked = params.get('status') ?? '';
  const status = filter?.choices.some((c) => c.value === asked) ? asked : '';
  const kept: Record<string, string> = { ...fixed, ...(search && { q: search }), ...(status && { status }) };
  const keep = (next: { q: string; status: string }) => setParams({ ...fixed, ...(next.q && { q: next.q }), ...(next.status && { status: next.status }) });
  const box = useTypedParam(search, (text) => keep({ q: text, status }), SEARCH_DELAY_MS);
  const query = { ...(search && { search }), ...(filter && status ? filter.query(status) : {}) } as Partial<Query> & { search?: string };
  const tools = { box, ...(filter && { status: { value: status, choices: filter.choices, choose: (next: string) => keep({ q: search, status: next }) } }) };
  return { search, status, kept, box, query, tools };
}
