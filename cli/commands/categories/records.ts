import { Command } from 'commander';
import { z } from 'zod';
import { formatDate } from '#domain/format';
import { listQuerySchema } from '#domain/schemas/list';
import { action } from '../../lib/action.ts';
import { examplesText } from '../../lib/examples.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { idArgument } from '../../lib/id-argument.ts';
import { printJson } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { printPage } from '../../lib/print-page.ts';
import { priceText } from './category-fields.ts';
import { CategoryRecordsDocument } from './documents.ts';

type Row = { id: string; fromDate: string; toDate: string; days: number; price: number; createdAt: string };

const argsSchema = listQuerySchema.omit({ search: true }).extend({ id: idArgument('category'), json: z.boolean().default(false) });

/** `venue categories records <id>`: a page of the category's price records, latest first. */
export const categoriesRecordsCommand = new Command('records')
  .description("list a category's price records, latest period first")
  .argument('<id>', 'category id')
  .option('--limit <n>', 'rows per page (1-100)', '10')
  .option('--offset <n>', 'rows to skip', '0')
  .option('--json', 'print the page as JSON: { items, count }')
  .addHelpText('after', examplesText(['venue categories records <id>', 'venue categories records <id> --limit 5 --json']))
  .action(
    action(async (id: string, raw: Record<string, unknown>) => {
      const { json, id: categoryId, ...page } = parse(argsSchema, { id, ...raw });
      const { client } = await signedInClient();
      const records = (await client.request(CategoryRecordsDocument, { id: categoryId, ...page })).categoryRecords;
      if (json) printJson(records);
      else
        printPage<Row>(
          [
            { header: 'ID', value: (r) => r.id },
            { header: 'From Date', value: (r) => formatDate(r.fromDate) },
            { header: 'To Date', value: (r) => formatDate(r.toDate) },
            { header: 'Days', value: (r) => String(r.days) },
            { header: 'Price', value: (r) => priceText(r.price) },
            { header: 'Date', value: (r) => formatDate(r.createdAt) },
          ],
          records,
          page.offset,
        );
      return ExitCode.OK;
    }),
  );
