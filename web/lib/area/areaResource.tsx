import { lazy, type ComponentType } from 'react';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import type { Resource } from '../resource.ts';
import type { Area } from './Area.ts';
import type { AreaFieldModules } from './AreaFields.ts';
import type { ApiFor } from './apiFor.ts';
import type { AnyApi } from './apiTypes.ts';
import { areaNames } from './areaNames.ts';
import { offeredOperations } from './offeredOperations.ts';
import { recordSource } from './recordSource.ts';
import { screenKinds, type ScreenKind } from './screenKinds.ts';

type Props<Api extends AnyApi, F> = { area: Area<AreaDeclaration, Api>; fields: F };
/** A derived screen's block with the part of the field spec it shows, loaded together. */
type Loaded = { default: ComponentType };

const withFields = <Api extends AnyApi, F>(area: Area<AreaDeclaration, Api>, Block: ComponentType<Props<Api, F>>, fields: F): Loaded => ({
  default: () => <Block area={area} fields={fields} />,
});

/**
 * Each derived screen's block, loaded alone with its part of the field spec: a list or detail
 * screen downloads the columns only, never the forms (their schemas, zod, editors and image cropper).
 */
async function screenOf<Api extends AnyApi>(area: Area<AreaDeclaration, Api>, spec: AreaFieldModules<Api>, kind: ScreenKind): Promise<Loaded> {
  const forms = async () => {
    if (!spec.forms) throw new Error(`${areaNames(area).key}: a derived ${kind} screen needs the area's forms`);
    return spec.forms();
  };
  switch (kind) {
    case 'list': {
      const [fields, { AreaList }] = await Promise.all([spec.columns(), import('../../components/area/AreaList.tsx')]);
      return withFields(area, AreaList<Api>, fields);
    }
    case 'view': {
      const [fields, { AreaDetail }] = await Promise.all([spec.columns(), import('../../components/area/AreaDetail.tsx')]);
      return withFields(area, AreaDetail<Api>, fields);
    }
    case 'new': {
      const [fields, { AreaNew }] = await Promise.all([forms(), import('../../components/area/AreaNew.tsx')]);
      return withFields(area, AreaNew<Api>, fields);
    }
    case 'edit': {
      const [fields, { AreaEdit }] = await Promise.all([forms(), import('../../components/area/AreaEdit.tsx')]);
      return withFields(area, AreaEdit<Api>, fields);
    }
  }
}

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
      return screenOf(area, area.fields, kind);
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
    records: recordSource(area),
    declaration: area.declaration,
    operations: offeredOperations(area.api),
    nested: area.nested,
    related: area.related,
    pages: area.pages,
    activity: area.activity,
  };
}
