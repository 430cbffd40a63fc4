import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { z } from 'zod';
import { action } from './action.ts';
import { confirmDelete } from './confirm-delete.ts';
import { signedInClient } from './connection.ts';
import { ExitCode } from './exit-codes.ts';
import { idArgument } from './id-argument.ts';
import { parse } from './parse.ts';
import { printReply } from './reply.ts';

/** `venue <area> delete <id> [--yes] [--json]`. */
export interface DeleteCommandSpec<R> {
  /** The help line, e.g. "delete a role (asks for confirmation unless --yes)". */
  description: string;
  /** Whose id the argument is: "role" → "role id". */
  noun: string;
  document: TypedDocumentNode<R, { id: string }>;
  /** The mutation's `{ id, message }`. */
  result: (data: R) => { id: string; message: string };
}

/** `delete`: asks first on a terminal (scripts must pass --yes); --json prints `{ id, message }`. */
export function deleteCommand<R>(spec: DeleteCommandSpec<R>): Command {
  const argsSchema = z.object({ id: idArgument(spec.noun), yes: z.boolean().default(false), json: z.boolean().default(false) });
  return new Command('delete')
    .description(spec.description)
    .argument('<id>', `${spec.noun} id`)
    .option('-y, --yes', 'delete without asking')
    .option('--json', 'print { id, message } as JSON')
    .action(
      action(async (id: string, raw: { yes?: boolean; json?: boolean }) => {
        const options = parse(argsSchema, { id, ...raw });
        if (!(await confirmDelete(options.yes))) return ExitCode.OK;
        const { client } = await signedInClient();
        const result = spec.result(await client.request(spec.document, { id: options.id }));
        printReply({ message: result.message, record: result }, options.json);
        return ExitCode.OK;
      }),
    );
}
