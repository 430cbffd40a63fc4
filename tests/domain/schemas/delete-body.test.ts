import { describe, expect, it } from 'vitest';
import { AREAS } from '#domain/areas/index';
import { bodySchemas } from '#domain/declaration/body-schemas';
import { hasOperation } from '#domain/declaration/has-operation';

const deletable = AREAS.filter((area) => hasOperation(area, 'delete'));

describe.each(deletable.map((area) => [area.key, area] as const))('the delete body of %s (§7)', (_key, area) => {
  const schema = bodySchemas(area).delete;
  const { idKey } = area;
  const messageOf = (body: unknown) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };

  it('takes the area’s own key or §7’s generic `id`, and gives the handler the area’s key either way', () => {
    expect(schema.parse({ [idKey]: 'a', isDelete: true })).toEqual({ [idKey]: 'a', isDelete: true });
    expect(schema.parse({ id: 'a', isDelete: true })).toEqual({ [idKey]: 'a', isDelete: true });
    expect(schema.parse({ id: 'a', [idKey]: 'a', isDelete: true })).toEqual({ [idKey]: 'a', isDelete: true });
  });

  it('refuses two different ids, a missing id, and a delete that is not isDelete: true, in the area’s words', () => {
    expect(messageOf({ id: 'a', [idKey]: 'b', isDelete: true })).toBe(`id and ${idKey} differ: send one of them`);
    expect(messageOf({})).toBe(`${idKey} is required`);
    expect(messageOf({ isDelete: true })).toBe(`${idKey} is required`);
    expect(messageOf({ id: '', isDelete: true })).toBe(`${idKey} is required`);
    expect(messageOf({ id: 'a' })).toBe('isDelete must be true');
    expect(messageOf({ id: 'a', isDelete: false })).toBe('isDelete must be true');
    expect(messageOf({ id: 'a', isDelete: true, status: 2 })).toBe('Unrecognized key: "status"');
  });
});
