import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { useParams } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import type { Area } from '../../lib/area/Area.ts';
import type { AreaForms } from '../../lib/area/AreaFields.ts';
import type { AnyApi } from '../../lib/area/apiTypes.ts';
import { areaNames } from '../../lib/area/areaNames.ts';
import { useEditedRecord } from '../../lib/useEditedRecord.ts';
import { SpecForm } from '../form/SpecForm.tsx';
import { ListRedirect } from '../ListRedirect.tsx';

/**
 * "Edit {singular}": the area's edit form filled from the saved record; a failed load returns to the
 * list (§2.3). The save names the version it was made from (the record's updatedAt), so a save over
 * someone else's later one is refused; Reload fills the form with the record as now saved.
 */
export function AreaEdit<Api extends AnyApi>({ area, fields }: { area: Area<AreaDeclaration, Api>; fields: AreaForms<Api> }) {
  const { id = '' } = useParams<{ id: string }>();
  const { get, update } = area.api;
  const { data: item, failed, round, reload } = useEditedRecord(id, (key) => (get ? get(key) : Promise.reject(new Error('no record'))));
  if (failed) return <ListRedirect list={areaNames(area).path} />;
  if (!item) return <p role="status">{GUARD_LOADING}</p>;
  if (!fields.edit || !update) return null;
  return (
    <SpecForm
      key={`${id}:${round}`}
      spec={fields.edit}
      source={item}
      title={`Edit ${area.singular}`}
      backTo={areaNames(area).path}
      version={(item as { updatedAt: string }).updatedAt}
      onSave={(values, expectedUpdatedAt) => update(id, values, expectedUpdatedAt)}
      onReload={reload}
    />
  );
}
