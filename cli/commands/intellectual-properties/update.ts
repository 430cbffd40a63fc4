import { found } from '#domain/found';
import { Command } from 'commander';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { examplesText } from '../../lib/examples.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { idArgument } from '../../lib/id-argument.ts';
import { parse } from '../../lib/parse.ts';
import { requireChange } from '../../lib/require-change.ts';
import { printReply } from '../../lib/reply.ts';
import { ipDocuments } from './documents.ts';
import { WEEK_DAY_HELP, weekDayOption } from './week-day-option.ts';

const optionsSchema = z.object({
  id: idArgument('intellectual property'),
  name: z.string().optional(),
  fullName: z.string().optional(),
  icon: z.string().optional(),
  weekDay: weekDayOption(true).optional(),
  json: z.boolean().default(false),
});

/** `venue ips update <id>`: changes the flags given and keeps the rest as they are. */
export const ipsUpdateCommand = new Command('update')
  .description('change an intellectual property; what is not given is kept')
  .argument('<id>', 'intellectual property id')
  .option('--name <name>', 'short name')
  .option('--full-name <name>', 'full name')
  .option('--icon <key>', 'Key of a new 16:9 picture (`venue media upload --path intellectualProperties`)')
  .option('--week-day <day>', `${WEEK_DAY_HELP}, or none`)
  .option('--json', 'print the intellectual property as JSON')
  .addHelpText('after', examplesText(['venue intellectual-properties update <id> --week-day sat', 'venue ips update <id> --week-day none          # no night of its own']))
  .action(
    action(async (id: string, raw: Record<string, unknown>) => {
      const { id: ipId, json, ...given } = parse(optionsSchema, { id, ...raw });
      requireChange(ipsUpdateCommand, given);
      const { client } = await signedInClient();
      const current = found((await client.request(ipDocuments.get, { id: ipId })).intellectualProperty);
      const input = { id: ipId, name: given.name ?? current.name, fullName: given.fullName ?? current.fullName, icon: given.icon ?? current.icon, weekDay: given.weekDay === undefined ? current.weekDay : given.weekDay };
      const { updateIntellectualProperty } = await client.request(ipDocuments.update, { input });
      printReply({ message: updateIntellectualProperty.message, record: updateIntellectualProperty.intellectualProperty }, json);
      return ExitCode.OK;
    }),
  );
