import type { Area } from './Area.ts';

/** What the registry and the screens call an area, from its declaration: key, label, module, route `/<key>` and palette noun. */
export function areaNames(area: Pick<Area, 'declaration' | 'noun'>) {
  const { key, access, nouns } = area.declaration;
  return { key, access, label: nouns.label, path: `/${key}`, noun: area.noun ?? nouns.one };
}
