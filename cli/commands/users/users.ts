import { Command } from 'commander';
import { usersDeleteCommand } from './delete.ts';
import { usersGetCommand } from './get.ts';
import { usersListCommand } from './list.ts';
import { usersRestoreCommand } from './restore.ts';

/** `venue users …`: the venue's customers (module `users`). */
export const usersCommand = new Command('users')
  .description('manage users (customers)')
  .addCommand(usersListCommand)
  .addCommand(usersGetCommand)
  .addCommand(usersDeleteCommand)
  .addCommand(usersRestoreCommand);
