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
import { weekAnthemDocuments } from './documents.ts';

const optionsSchema = z.object({
  id: idArgument('week anthem'),
  offer: z.string().optional(),
  description: z.string().optional(),
  image: z.string().optional(),
  // "none" removes the icon.
  icon: z
    .string()
    .transform((key) => (key.trim().toLowerCase() === 'none' ? null : key))
    .optional(),
  json: z.boolean().default(false),
});

/** `venue week-anthems update <id>`: changes the flags given; the offer and description not given are kept, as are the pictures. */
export const weekAnthemsUpdateCommand = new Command('update')
  .description('change a week anthem; what is not given is kept')
  .argument('<id>', 'week anthem id')
  .option('--offer <text>', 'the night’s offer')
  .option('--description <text>', 'the night’s description')
  .option('--image <key>', 'Key of a 16:9 picture uploaded with `venue media upload --path weekAnthems`')
  .option('--icon <key>', 'Key of a square icon uploaded with `venue media upload --path icons`, or none to remove it')
  .option('--json', 'print the week anthem as JSON')
  .addHelpText(
    'after',
    examplesText(['venue week-anthems update <id> --offer "2 for 1" --description "Fridays from 10 PM"', 'venue week-anthems update <id> --image "$(venue media upload friday.jpg --path weekAnthems)" --icon none']),
  )
  .action(
    action(async (id: string, raw: Record<string, unknown>) => {
      const { id: anthemId, json, offer, description, image, icon } = parse(optionsSchema, { id, ...raw });
      requireChange(weekAnthemsUpdateCommand, { offer, description, image, icon });
      const { client } = await signedInClient();
      const current = found((await client.request(weekAnthemDocuments.get, { id: anthemId })).weekAnthem);
      const input = { id: anthemId, offer: offer ?? current.offer, description: description ?? current.description, primaryImage: image, ...(icon === undefined ? {} : { icon }) };
      const { updateWeekAnthem } = await client.request(weekAnthemDocuments.update, { input });
      printReply({ message: updateWeekAnthem.message, record: updateWeekAnthem.weekAnthem }, json);
      return ExitCode.OK;
    }),
  );
