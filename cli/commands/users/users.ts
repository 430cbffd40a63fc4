import { areaCommand } from '../../lib/area-command.ts';
import { usersDeleteCommand } from './delete.ts';
import { usersGetCommand } from './get.ts';
import { usersListCommand } from './list.ts';
import { usersRestoreCommand } from './restore.ts';

/** `venue users …`: the venue's customers (module `users`). */
export const usersCommand = areaCommand('users', 'manage users (customers)', [usersListCommand, usersGetCommand, usersDeleteCommand, usersRestoreCommand]);
