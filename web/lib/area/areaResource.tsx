import { lazy } from 'react';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import type { Resource } from '../resource.ts';
import type { Area } from './Area.ts';
import type { ApiFor } from './apiFor.ts';
import type { AnyApi } from './apiTypes.ts';
import { areaNames } from './areaNames.ts';
import { offeredOperations } from './offeredOperations.ts';
import { recordSource } from './recordSource.ts';
import { screenKinds, type ScreenKind } from './screenKinds.ts';

/**
 * The registry record of an area (DESIGN §6): its routes, its derived screens (loaded with the
 * field spec on first use), "New {noun}" and the palette's search and actions.
 */
export function areaResource<const D extends AreaDeclaration, Api extends AnyApi>(declared: Area<D, Api> & { api: ApiFor<D> }): Resource {
  const area: Area<AreaDeclaration, Api> = declared;
  const { key, label, path, access, noun } = areaNames(area);
  const derived = (kind: ScreenKind) =>
    lazy(async () => {
      if (!area.fields) throw new Error(`${key}: a derived ${kind} screen needs a field spec`);
      const [fields, { AreaScreen }] = await Promise.all([area.fields(), import('../../components/area/AreaScreen.tsx')]);
      return { default: () => <AreaScreen kind={kind} area={area} fields={fields} /> };
    });
  const kinds = screenKinds(area);
  const screens = Object.fromEntries(kinds.map(({ kind, own }) => [kind, own ?? derived(kind)])) as Resource['screens'];
  return {
    key,
    label,
    path,
    icon: area.icon,
    access,
    screens,
    createLabel: screens.new ? `New ${noun}` : undefined,
    records: area.search === false ? undefined : recordSource(area),
    declaration: area.declaration,
    operations: offeredOperations(area.api),
    nested: area.nested,
    related: area.related,
    pages: area.pages,
    activity: area.activity,
  };
}
