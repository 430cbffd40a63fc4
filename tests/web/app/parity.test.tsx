import { expect, test } from 'vitest';
import { AREAS } from '#domain/areas/index';
import { declaredOperations } from '#domain/declaration/declared-operations';
import { resources } from '../../../web/app/registry.ts';

const sorted = (list: readonly string[]) => [...list].sort();

test('every declared area is in the web registry, and every area there is declared', () => {
  const declared = AREAS.map((area) => area.key);
  const built = resources.filter((r) => r.key !== 'dashboard').map((r) => r.key);
  expect(sorted(built)).toEqual(sorted(declared));
  for (const resource of resources) if (resource.key !== 'dashboard') expect(resource.declaration?.key, resource.key).toBe(resource.key);
});

test.each(AREAS.map((area) => [area.key, area] as const))('%s: the web offers exactly the declared operations, each with its screen or action', (key, area) => {
  const resource = resources.find((r) => r.key === key);
  if (!resource) throw new Error(`${key} is not in the registry`);
  const declared = declaredOperations(area).map((op) => op.operation);
  const has = (op: string) => declared.includes(op as (typeof declared)[number]);
  expect(sorted(resource.operations ?? []), 'calls').toEqual(sorted(declared));

  // Screens: a list always; new only with create; a detail only with get; an edit screen only with update.
  expect(resource.screens.list, 'list').toBeDefined();
  expect(!!resource.screens.new, 'new ⇔ create').toBe(has('create'));
  if (resource.screens.view) expect(has('get'), 'detail needs get').toBe(true);
  if (resource.screens.edit) expect(has('update'), 'edit needs update').toBe(true);
  expect(resource.path).toBe(`/${key}`);
  expect(resource.access).toBe(area.access);

  // Palette actions on a found record, where its records can be found by name.
  const records = resource.records;
  if (!records) return;
  const toggles = declared.filter((op) => op.startsWith('toggle:'));
  expect(!!records.setActive, 'status or toggle').toBe(has('status') || toggles.length > 0);
  expect(!!records.remove, 'delete').toBe(has('delete'));
  expect(!!records.restore, 'restore').toBe(has('restore'));
});
