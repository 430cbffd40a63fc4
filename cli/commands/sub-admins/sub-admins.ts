import { subAdminsArea } from '#domain/areas/sub-admins';
import { subAdminsUpdateCommand } from './update.ts';
import { areaCommands } from '../../lib/area-commands.ts';
import { subAdminsCreateCommand } from './create.ts';
import { subAdminsDocuments } from './documents.ts';
import { subAdminColumns } from './sub-admin-fields.ts';

/** `venue sub-admins …`: the Admin-only sub-admins area, its verbs from the declaration plus `create`. */
export const subAdminsCommand = areaCommands(subAdminsArea, {
  description: 'manage sub-admins (Admin only)',
  columns: subAdminColumns,
  bulk: subAdminsDocuments,
  list: { document: subAdminsDocuments.list, order: 'newest first', search: 'only sub-admins whose name or email contains this text' },
  get: { document: subAdminsDocuments.get },
  commands: [subAdminsCreateCommand, subAdminsUpdateCommand],
  delete: { document: subAdminsDocuments.delete },
  restore: { document: subAdminsDocuments.restore },
  toggles: { blocked: subAdminsDocuments.blocked },
});
