import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import type { Resource } from '../resource.ts';
import type { Area } from './Area.ts';
import type { AnyApi } from './apiTypes.ts';

/** A screen of a resource. */
export type ScreenKind = keyof Resource['screens'];

/** The area's screens: a list always; new, detail and edit where its calls exist, unless the area replaces or drops them. */
export function screenKinds<Api extends AnyApi>(area: Area<AreaDeclaration, Api>): { kind: ScreenKind; own: Resource['screens']['list'] | undefined }[] {
  const derived: Record<ScreenKind, boolean> = { list: true, new: !!area.api.create, view: !!area.api.get, edit: !!area.api.update };
  return (Object.keys(derived) as ScreenKind[]).flatMap((kind) => {
    const own = area.screens?.[kind];
    if (own === false || (!own && !derived[kind])) return [];
    return [{ kind, own: own || undefined }];
  });
}
