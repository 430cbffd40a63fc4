import { Command } from 'commander';
import { DATA_NOT_FOUND } from '#domain/messages';
import { menuListQuerySchema } from '#domain/schemas/menu';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, printTable, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { menuColumns } from './menu-fields.ts';

const MenusDocument = graphql(`
  query CliMenus($search: String) {
    menus(search: $search) {
      ...CliMenuFields
    }
  }
`);

const optionsSchema = menuListQuerySchema.extend({ json: z.boolean().default(false) });

/** `venue menu list`: every menu slot in its fixed order. */
export const menuListCommand = new Command('list')
  .description('list the menu slots')
  .option('--search <text>', 'only slots whose name contains this text')
  .option('--json', 'print the slots as a JSON array')
  .action(
    action(async (raw: unknown) => {
      const options = parse(optionsSchema, raw);
      const { client } = await signedInClient();
      const { menus } = await client.request(MenusDocument, { search: options.search });
      if (options.json) {
        printJson(menus);
        return ExitCode.OK;
      }
      if (menus.length === 0) {
        say(DATA_NOT_FOUND);
        return ExitCode.OK;
      }
      printTable(menuColumns, menus);
      return ExitCode.OK;
    }),
  );
