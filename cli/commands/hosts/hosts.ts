import { Command } from 'commander';
import { hostsCreateCommand } from './create.ts';
import { hostsListCommand } from './list.ts';
import { setBlockedCommand } from './set-blocked.ts';

/** `venue hosts …`: hosts who bring guests (module `hosts`). */
export const hostsCommand = new Command('hosts')
  .description('manage hosts')
  .addCommand(hostsListCommand)
  .addCommand(hostsCreateCommand)
  .addCommand(setBlockedCommand(true))
  .addCommand(setBlockedCommand(false));
