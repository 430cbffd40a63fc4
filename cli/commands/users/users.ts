import { usersArea } from '#domain/areas/users';
import { usersCreateCommand, usersUpdateCommand } from './edit.ts';
import { areaCommands } from '../../lib/area-commands.ts';
import { usersDocuments } from './documents.ts';
import { userColumns } from './user-fields.ts';

/** `venue users …`: the venue's customers (module `users`), their verbs from the declaration. */
export const usersCommand = areaCommands(usersArea, {
  description: 'manage users (customers)',
  commands: [usersCreateCommand, usersUpdateCommand],
  columns: userColumns,
  bulk: usersDocuments,
  list: { document: usersDocuments.list, order: 'newest first', search: 'only users whose name or email contains this text' },
  get: { document: usersDocuments.get },
  delete: { document: usersDocuments.delete },
  restore: { document: usersDocuments.restore },
});
