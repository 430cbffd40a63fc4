import { Command } from 'commander';
import { blockedCommand } from './blocked-command.ts';
import { subAdminsCreateCommand } from './create.ts';
import { subAdminsListCommand } from './list.ts';

/** `venue sub-admins …`: the Admin-only sub-admins area. */
export const subAdminsCommand = new Command('sub-admins')
  .description('manage sub-admins (Admin only)')
  .addCommand(subAdminsListCommand)
  .addCommand(subAdminsCreateCommand)
  .addCommand(blockedCommand('block', true))
  .addCommand(blockedCommand('unblock', false));
