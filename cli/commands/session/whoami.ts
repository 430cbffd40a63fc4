import { Command } from 'commander';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { examplesText } from '../../lib/examples.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { fetchMe } from '../../lib/me.ts';
import { parse } from '../../lib/parse.ts';
import { printJson, printTable } from '../../lib/output.ts';

const optionsSchema = z.object({ json: z.boolean().default(false) });

/** `venue whoami`: the signed-in account, checked against the gateway. */
export const whoamiCommand = new Command('whoami')
  .description('show the signed-in account')
  .option('--json', 'print the account as JSON')
  .addHelpText('after', examplesText(['venue whoami', 'venue whoami --json | jq -r .roleName', 'venue --gateway https://venue.example.com whoami']))
  .action(
    action(async (raw: unknown) => {
      const options = parse(optionsSchema, raw);
      const { client, gateway } = await signedInClient();
      const me = await fetchMe(client);
      if (options.json) {
        printJson({ ...me, gateway });
        return ExitCode.OK;
      }
      printTable(
        [
          { header: 'Name', value: (m: typeof me) => m.name },
          { header: 'Email', value: (m) => m.email },
          { header: 'Account type', value: (m) => (m.accountType === 'ADMIN' ? 'Admin' : 'Sub Admin') },
          { header: 'Role', value: (m) => m.roleName ?? 'N/A' },
          { header: 'Gateway', value: () => gateway },
        ],
        [me],
      );
      return ExitCode.OK;
    }),
  );
