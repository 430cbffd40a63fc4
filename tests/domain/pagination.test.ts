import { describe, expect, it } from 'vitest';
import { linkWindow, offsetOf, paginate } from '#domain/pagination';

const links = (items: (number | 'gap')[]) => items.filter((i) => i !== 'gap');

describe('paginate (§9)', () => {
  it('is hidden when the count is below the limit', () => {
    expect(paginate(0, 10, 1).visible).toBe(false);
    expect(paginate(9, 10, 1).visible).toBe(false);
    expect(paginate(10, 10, 1).visible).toBe(true);
    expect(paginate(11, 10, 1).visible).toBe(true);
  });

  it('counts ceil(count / limit) pages', () => {
    expect(paginate(0, 10, 1).pageCount).toBe(0);
    expect(paginate(10, 10, 1).pageCount).toBe(1);
    expect(paginate(11, 10, 1).pageCount).toBe(2);
    expect(paginate(95, 10, 1).pageCount).toBe(10);
    expect(paginate(100, 9, 1).pageCount).toBe(12);
  });

  it('uses 7 links with 3 margin pages above 20 records, else 5 with 2', () => {
    expect(linkWindow(20)).toEqual({ links: 5, margin: 2 });
    expect(linkWindow(21)).toEqual({ links: 7, margin: 3 });
  });

  it('lists every page when they fit in the window', () => {
    expect(paginate(20, 4, 1).items).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(70, 10, 4).items).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows 5 window links and 2 margins at 20 records or fewer', () => {
    const { items, pageCount } = paginate(20, 2, 5);
    expect(pageCount).toBe(10);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 9, 10]);
    expect(paginate(20, 2, 1).items).toEqual([1, 2, 3, 4, 5, 'gap', 9, 10]);
  });

  it('shows 7 window links and 3 margins above 20 records', () => {
    expect(paginate(200, 10, 1).items).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 18, 19, 20]);
    expect(paginate(200, 10, 10).items).toEqual([1, 2, 3, 'gap', 7, 8, 9, 10, 11, 12, 13, 'gap', 18, 19, 20]);
    expect(paginate(200, 10, 20).items).toEqual([1, 2, 3, 'gap', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('always includes the current page, the first and the last', () => {
    for (let current = 1; current <= 30; current++) {
      const shown = links(paginate(300, 10, current).items);
      expect(shown).toContain(current);
      expect(shown[0]).toBe(1);
      expect(shown.at(-1)).toBe(30);
    }
  });

  it('gives the offset of a page', () => {
    expect(offsetOf(1, 10)).toBe(0);
    expect(offsetOf(3, 10)).toBe(20);
  });
});
