import { Command } from 'commander';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { examplesText } from '../../lib/examples.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, printTable, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { ipDocuments } from './documents.ts';
import { ipColumns } from './ip-fields.ts';
import { WEEK_DAY_HELP, weekDayOption } from './week-day-option.ts';

// Only the presence of each flag is checked here; the API applies §5 with the spec's messages.
const optionsSchema = z.object({
  name: z.string({ error: '--name is required' }),
  fullName: z.string({ error: '--full-name is required' }),
  icon: z.string({ error: '--icon is required' }),
  weekDay: weekDayOption(false).optional(),
  json: z.boolean().default(false),
});

/** `venue ips create`: adds an intellectual property whose 16:9 icon was uploaded first (`venue media upload --path intellectualProperties`). */
export const ipsCreateCommand = new Command('create')
  .description('add an intellectual property (an event brand)')
  .option('--name <name>', 'short name, shown in the events list')
  .option('--full-name <name>', 'full name')
  .option('--icon <key>', 'Key of a 16:9 picture uploaded with `venue media upload --path intellectualProperties`')
  .option('--week-day <day>', WEEK_DAY_HELP)
  .option('--json', 'print the new intellectual property as JSON')
  .addHelpText(
    'after',
    examplesText([
      'venue intellectual-properties create --name Noir --full-name "Noir Fridays" --icon "$(venue media upload noir.png --path intellectualProperties)" --week-day fri',
      'venue ips create --name Afro --full-name "Afro Nation" --icon <key> --json',
    ]),
  )
  .action(
    action(async (raw: unknown) => {
      const { json, weekDay, ...fields } = parse(optionsSchema, raw);
      const { client } = await signedInClient();
      const { createIntellectualProperty } = await client.request(ipDocuments.create, { input: { ...fields, weekDay: weekDay ?? null } });
      if (json) printJson(createIntellectualProperty.intellectualProperty);
      else printTable(ipColumns, [createIntellectualProperty.intellectualProperty]);
      say(createIntellectualProperty.message);
      return ExitCode.OK;
    }),
  );
