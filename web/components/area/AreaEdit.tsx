import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { useParams } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import type { Area } from '../../lib/area/Area.ts';
import type { AreaForms } from '../../lib/area/AreaFields.ts';
import type { AnyApi } from '../../lib/area/apiTypes.ts';
import { areaNames } from '../../lib/area/areaNames.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { SpecForm } from '../form/SpecForm.tsx';
import { ListRedirect } from '../ListRedirect.tsx';

/** "Edit {singular}": the area's edit form filled from the saved record; a failed load returns to the list (§2.3). */
export function AreaEdit<Api extends AnyApi>({ area, fields }: { area: Area<AreaDeclaration, Api>; fields: AreaForms<Api> }) {
  const { id = '' } = useParams<{ id: string }>();
  const { get, update } = area.api;
  const { data: item, failed } = useLoad(id, () => (get ? get(id) : Promise.reject(new Error('no record'))));
  if (failed) return <ListRedirect list={areaNames(area).path} />;
  if (!item) return <p role="status">{GUARD_LOADING}</p>;
  if (!fields.edit || !update) return null;
  return <SpecForm key={id} spec={fields.edit} source={item} title={`Edit ${area.singular}`} backTo={areaNames(area).path} onSave={(values) => update(id, values)} />;
}
