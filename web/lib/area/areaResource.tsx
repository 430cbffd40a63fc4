import { lazy } from 'react';
import type { Resource } from '../resource.ts';
import type { Area } from './Area.ts';
import type { AnyApi } from './apiTypes.ts';
import { recordSource } from './recordSource.ts';
import { screenKinds, type ScreenKind } from './screenKinds.ts';

/**
 * The registry record of an area (DESIGN §6): its routes, its derived screens (loaded with the
 * field spec on first use), "New {noun}" and the palette's search and actions.
 */
export function areaResource<Api extends AnyApi>(area: Area<Api>): Resource {
  const derived = (kind: ScreenKind) =>
    lazy(async () => {
      const [fields, { AreaScreen }] = await Promise.all([area.fields(), import('../../components/area/AreaScreen.tsx')]);
      return { default: () => <AreaScreen kind={kind} area={area} fields={fields} /> };
    });
  const screens: Resource['screens'] = { list: derived('list') };
  for (const { kind, own } of screenKinds(area)) screens[kind] = own ?? derived(kind);
  return {
    key: area.key,
    label: area.label,
    path: area.path,
    icon: area.icon,
    access: area.access,
    screens,
    createLabel: screens.new ? `New ${area.noun}` : undefined,
    records: area.search === false ? undefined : recordSource(area),
  };
}
