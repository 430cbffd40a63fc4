import { weekAnthemsArea } from '#domain/areas/week-anthems';
import { weekDayLabel } from '#domain/week-days';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { weekAnthemsApi } from './api.ts';

/** Week Anthems (§2.14): the seven days' list, detail and edit, no add or delete; found in the palette by day name ("friday"). */
export const weekAnthemsResource = areaResource({
  declaration: weekAnthemsArea,
  singular: 'Week Anthem',
  icon: 'calendar',
  api: weekAnthemsApi,
  nameOf: (anthem) => weekDayLabel(anthem.weekDay),
  fields: async () => (await import('./fields.tsx')).weekAnthemFields,
});
