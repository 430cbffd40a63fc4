import { Command } from 'commander';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { examplesText } from '../../lib/examples.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { idArgument } from '../../lib/id-argument.ts';
import { parse } from '../../lib/parse.ts';
import { printReply } from '../../lib/reply.ts';
import { CreateCategoryRecordDocument } from './documents.ts';

// Dates and price are judged by the API (the venue's today); here only their shape.
const argsSchema = z.object({
  id: idArgument('category'),
  from: z.string({ error: 'From Date is required' }).min(1, 'From Date is required'),
  to: z.string({ error: 'To Date is required' }).min(1, 'To Date is required'),
  price: z.coerce.number({ error: 'Price must be a number' }).refine(Number.isFinite, 'Price must be a number'),
  json: z.boolean().default(false),
});

/** `venue categories add-record <id> --from --to --price`: a new price record. */
export const categoriesAddRecordCommand = new Command('add-record')
  .description('add a price record (AED) for the days --from to --to (YYYY-MM-DD, both included)')
  .argument('<id>', 'category id')
  .requiredOption('--from <YYYY-MM-DD>', 'first day, not before today in the venue')
  .requiredOption('--to <YYYY-MM-DD>', 'last day, 1 to 15 days after --from')
  .requiredOption('--price <aed>', 'price, at least 1')
  .option('--json', 'print the new record as JSON')
  .addHelpText('after', examplesText(['venue categories add-record <id> --from 2027-03-02 --to 2027-03-05 --price 1500', 'venue categories add-record <id> --from 2027-03-06 --to 2027-03-06 --price 1800 --json']))
  .action(
    action(async (id: string, raw: Record<string, unknown>) => {
      const options = parse(argsSchema, { id, ...raw });
      const { client } = await signedInClient();
      const { createCategoryRecord } = await client.request(CreateCategoryRecordDocument, { input: { categoryId: options.id, fromDate: options.from, toDate: options.to, price: options.price } });
      printReply({ message: createCategoryRecord.message, record: createCategoryRecord.record }, options.json);
      return ExitCode.OK;
    }),
  );
