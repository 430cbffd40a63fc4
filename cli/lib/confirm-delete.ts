import { CONFIRM_DELETE } from '#domain/messages';
import { CliError } from './cli-error.ts';
import { ExitCode } from './exit-codes.ts';
import { say } from './output.ts';
import { canPrompt, confirm } from './prompt.ts';

/** The CLI's Confirm Delete (§2.3), naming what is deleted (`what`: "role <id>"): true to go ahead; scripts must pass --yes. */
export async function confirmDelete(yes: boolean, what?: string): Promise<boolean> {
  if (yes) return true;
  if (!canPrompt()) throw new CliError(ExitCode.USAGE, `Refusing to delete${what ? ` ${what}` : ''} without confirmation: pass --yes when not on a terminal.`);
  if (await confirm(`${CONFIRM_DELETE.title}${what ? ` (${what})` : ''}: ${CONFIRM_DELETE.text}`)) return true;
  say('Cancelled; nothing was deleted.');
  return false;
}
