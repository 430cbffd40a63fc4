import { weekAnthemsArea } from '#domain/areas/week-anthems';
import { weekDayLabel } from '#domain/week-days';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { weekAnthemsApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).weekAnthemsApi, { list: true, get: true, update: true });

/** Week Anthems (§2.14): the seven days' list, detail and edit, no add or delete; found in the palette by day name ("friday"). */
export const weekAnthemsResource = areaResource({
  declaration: weekAnthemsArea,
  singular: 'Week Anthem',
  icon: 'calendar',
  api,
  nameOf: (anthem) => weekDayLabel(anthem.weekDay),
  fields: {
    columns: async () => (await import('./columns.tsx')).weekAnthemColumns,
    forms: async () => (await import('./forms.ts')).weekAnthemForms,
  },
});
