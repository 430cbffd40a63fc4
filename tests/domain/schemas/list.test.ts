import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '#domain/limits';
import { listQuerySchema } from '#domain/schemas/list';

const firstMessage = (input: unknown) => {
  const result = listQuerySchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('list query', () => {
  it('defaults to page size 10 and offset 0 (§9)', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(listQuerySchema.parse({})).toEqual({ limit: 10, offset: 0, search: undefined });
  });

  it('reads query-string numbers and refuses a limit above the maximum instead of cutting it', () => {
    expect(listQuerySchema.parse({ limit: '25', offset: '50' })).toMatchObject({ limit: 25, offset: 50 });
    expect(listQuerySchema.parse({ limit: String(MAX_PAGE_SIZE) }).limit).toBe(MAX_PAGE_SIZE);
    expect(firstMessage({ limit: '5000' })).toBe('limit must not exceed 100');
  });

  it('rejects bad limits and offsets with a clear message', () => {
    expect(firstMessage({ limit: 'ten' })).toBe('limit must be a number');
    expect(firstMessage({ limit: '0' })).toBe('limit must be at least 1');
    expect(firstMessage({ limit: '2.5' })).toBe('limit must be a whole number');
    expect(firstMessage({ offset: '-1' })).toBe('offset must not be negative');
    expect(firstMessage({ offset: 'x' })).toBe('offset must be a number');
    expect(firstMessage({ offset: '1.5' })).toBe('offset must be a whole number');
  });

  it('reads only plain decimal text as a number: hex, exponents, Infinity and empty text are refused, not paged elsewhere', () => {
    expect(listQuerySchema.parse({ limit: ' 20 ', offset: '+30' })).toMatchObject({ limit: 20, offset: 30 });
    for (const text of ['0x10', '1e1', 'Infinity', '', '  ', '1_0', '0b11', '10abc']) {
      expect(firstMessage({ limit: text }), text).toBe('limit must be a number');
      expect(firstMessage({ offset: text }), text).toBe('offset must be a number');
    }
  });

  it('trims search, drops an empty one and limits its length', () => {
    expect(listQuerySchema.parse({ search: '  door ' }).search).toBe('door');
    expect(listQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
    expect(firstMessage({ search: 'x'.repeat(101) })).toBe('search must not exceed 100 characters');
  });
});
