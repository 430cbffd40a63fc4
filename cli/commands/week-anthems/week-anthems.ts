import { weekAnthemsArea } from '#domain/areas/week-anthems';
import { printTable } from '../../lib/output.ts';
import { areaCommands } from '../../lib/area-commands.ts';
import { weekAnthemDocuments } from './documents.ts';
import { weekAnthemColumns } from './week-anthem-fields.ts';
import { weekAnthemsUpdateCommand } from './update.ts';

/** `venue week-anthems …`: the seven fixed week-day anthems (module `weekAnthems`), their verbs from the declaration plus update. */
export const weekAnthemsCommand = areaCommands(weekAnthemsArea, {
  description: 'list, show or change the week anthems (Monday to Sunday)',
  columns: weekAnthemColumns,
  // Seven fixed slots: one page holds them all.
  list: { all: true, document: weekAnthemDocuments.list, help: 'list the week anthems, Monday first', search: 'only the days whose name (or offer) contains this text', limit: 7 },
  get: { document: weekAnthemDocuments.get, print: (anthem) => printTable([...weekAnthemColumns, { header: 'Description', value: (a) => a.description }], [anthem]) },
  commands: [weekAnthemsUpdateCommand],
});
