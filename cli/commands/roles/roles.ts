import { Command } from 'commander';
import { rolesDeleteCommand } from './delete.ts';
import { rolesGetCommand } from './get.ts';
import { rolesListCommand } from './list.ts';
import { rolesSetStatusCommand } from './set-status.ts';

/** `venue roles …`: the Admin-only roles area. */
export const rolesCommand = new Command('roles')
  .description('manage roles (Admin only)')
  .addCommand(rolesListCommand)
  .addCommand(rolesGetCommand)
  .addCommand(rolesSetStatusCommand)
  .addCommand(rolesDeleteCommand);
