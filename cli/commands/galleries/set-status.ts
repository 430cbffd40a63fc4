import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { statusArgument } from '../../lib/status-argument.ts';

const SetGalleryImageStatusDocument = graphql(`
  mutation CliSetGalleryImageStatus($id: ID!, $status: Status!) {
    setGalleryImageStatus(id: $id, status: $status) {
      message
      galleryImage {
        ...CliGalleryImageFields
      }
    }
  }
`);

const argsSchema = z.object({
  id: z.string().trim().min(1, 'A gallery picture id is required'),
  status: statusArgument,
  json: z.boolean().default(false),
});

/** `venue galleries set-status <id> <active|inactive>`. */
export const galleriesSetStatusCommand = new Command('set-status')
  .description('show or hide a gallery picture')
  .argument('<id>', 'gallery picture id')
  .argument('<status>', 'active or inactive')
  .option('--json', 'print the updated picture as JSON')
  .action(
    action(async (id: string, status: string, raw: { json?: boolean }) => {
      const options = parse(argsSchema, { id, status, ...raw });
      const { client } = await signedInClient();
      const { setGalleryImageStatus } = await client.request(SetGalleryImageStatusDocument, { id: options.id, status: options.status });
      if (options.json) printJson(setGalleryImageStatus.galleryImage);
      say(setGalleryImageStatus.message);
      return ExitCode.OK;
    }),
  );
