import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import type { Area } from '../../lib/area/Area.ts';
import type { AreaForms } from '../../lib/area/AreaFields.ts';
import type { AnyApi } from '../../lib/area/apiTypes.ts';
import { areaNames } from '../../lib/area/areaNames.ts';
import { SpecForm } from '../form/SpecForm.tsx';

/** "Add {singular}": the area's add form, empty, its button "Add {singular}" unless the spec names another; it creates the record and returns to the list. */
export function AreaNew<Api extends AnyApi>({ area, fields }: { area: Area<AreaDeclaration, Api>; fields: AreaForms<Api> }) {
  const { create } = area.api;
  if (!fields.create || !create) return null;
  // The spec's own label where it gives one, else the same form everywhere: "Add Role", "Add Service" (edits say Save).
  const spec = fields.create.submitLabel ? fields.create : { ...fields.create, submitLabel: `Add ${area.singular}` };
  return <SpecForm spec={spec} source={undefined} title={`Add ${area.singular}`} backTo={areaNames(area).path} onSave={create} />;
}
