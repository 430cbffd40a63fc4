import { Command } from 'commander';
import { action } from '../../lib/action.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { say } from '../../lib/output.ts';
import { clearSession } from '../../lib/session-store.ts';

/** `venue logout`: forgets the saved session (the token simply expires on the server). */
export const logoutCommand = new Command('logout').description('forget the saved session').action(
  action(async () => {
    say((await clearSession()) ? 'Signed out.' : 'Not signed in; nothing to do.');
    return ExitCode.OK;
  }),
);
