/** One entry of the pager: a page number (1-based) or a gap. */
export type PageItem = number | 'gap';

export interface Pager {
  /** §9: hidden when the count is below the page size. */
  visible: boolean;
  pageCount: number;
  items: PageItem[];
}

/** §9: 7 links with 3 margin pages above 20 records, else 5 with 2. */
export const linkWindow = (count: number) => (count > 20 ? { links: 7, margin: 3 } : { links: 5, margin: 2 });

/**
 * The pager for `count` records, `limit` a page, on 1-based page `current`: margin pages at both
 * ends, a window of links around the current page, and a gap wherever pages are skipped.
 */
export function paginate(count: number, limit: number, current: number): Pager {
  const pageCount = limit > 0 ? Math.ceil(count / limit) : 0;
  const visible = count >= limit && pageCount > 0;
  const { links, margin } = linkWindow(count);
  if (pageCount <= links) return { visible, pageCount, items: range(1, pageCount) };

  let start = Math.max(1, current - Math.floor(links / 2));
  const end = Math.min(pageCount, start + links - 1);
  start = Math.max(1, end - links + 1);
  const shown = new Set([...range(1, Math.min(margin, pageCount)), ...range(start, end), ...range(pageCount - margin + 1, pageCount)]);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push('gap');
    items.push(page);
    previous = page;
  }
  return { visible, pageCount, items };
}

/** The offset that shows 1-based `page`. */
export const offsetOf = (page: number, limit: number): number => (page - 1) * limit;

function range(from: number, to: number): number[] {
  return to < from ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
