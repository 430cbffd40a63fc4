import { menuArea } from '#domain/areas/menu';
import { areaCommands } from '../../lib/area-commands.ts';
import { menuDocuments } from './documents.ts';
import { menuColumns } from './menu-fields.ts';

/** `venue menu …`: the fixed menu slots (module `menu`), their verbs from the declaration. */
export const menuCommand = areaCommands(menuArea, {
  description: 'list and show menu slots, show or hide them',
  columns: menuColumns,
  bulk: menuDocuments,
  list: { all: true, document: menuDocuments.list, help: 'list the menu slots', search: 'only slots whose name contains this text' },
  get: { document: menuDocuments.get, help: 'show one menu slot' },
  status: { document: menuDocuments.status, help: 'show or hide a menu slot' },
});
