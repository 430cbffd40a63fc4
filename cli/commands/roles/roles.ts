import { rolesArea } from '#domain/areas/roles';
import { areaCommands } from '../../lib/area-commands.ts';
import { rolesDocuments } from './documents.ts';
import { rolesCreateCommand, rolesUpdateCommand } from './edit.ts';
import { printRole } from './print-role.ts';
import { roleColumns } from './role-fields.ts';

/** `venue roles …`: the Admin-only roles area, its verbs from the declaration. */
export const rolesCommand = areaCommands(rolesArea, {
  description: 'manage roles (Admin only)',
  columns: roleColumns,
  commands: [rolesCreateCommand, rolesUpdateCommand],
  bulk: rolesDocuments,
  list: { document: rolesDocuments.list, order: 'newest first', search: 'only roles whose name contains this text' },
  get: { document: rolesDocuments.get, help: 'show one role and its permissions', print: printRole },
  status: { document: rolesDocuments.status },
  delete: { document: rolesDocuments.delete },
  restore: { document: rolesDocuments.restore },
});
