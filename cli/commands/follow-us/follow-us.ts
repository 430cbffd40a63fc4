import { Command } from 'commander';
import { followUsListCommand } from './list.ts';
import { followUsSetStatusCommand } from './set-status.ts';

/** `venue follow-us …`: the fixed Follow Us pictures. */
export const followUsCommand = new Command('follow-us')
  .description('list and show or hide the Follow Us pictures')
  .addCommand(followUsListCommand)
  .addCommand(followUsSetStatusCommand);
