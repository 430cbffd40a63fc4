import { Command } from 'commander';
import { menuListCommand } from './list.ts';
import { menuSetStatusCommand } from './set-status.ts';

/** `venue menu …`: the fixed menu slots (module `menu`). */
export const menuCommand = new Command('menu')
  .description('list menu slots and show or hide them')
  .addCommand(menuListCommand)
  .addCommand(menuSetStatusCommand);
