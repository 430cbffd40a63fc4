import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import type { Area } from '../../lib/area/Area.ts';
import type { AreaFields } from '../../lib/area/AreaFields.ts';
import type { AnyApi } from '../../lib/area/apiTypes.ts';
import { areaNames } from '../../lib/area/areaNames.ts';
import { SpecForm } from '../form/SpecForm.tsx';

/** "Add {singular}": the area's add form, empty; it creates the record and returns to the list. */
export function AreaNew<Api extends AnyApi>({ area, fields }: { area: Area<AreaDeclaration, Api>; fields: AreaFields<Api> }) {
  const { create } = area.api;
  if (!fields.create || !create) return null;
  return <SpecForm spec={fields.create} source={undefined} title={`Add ${area.singular}`} backTo={areaNames(area).path} onSave={create} />;
}
