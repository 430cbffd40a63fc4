import { Command } from 'commander';
import { z } from 'zod';
import { MEDIA_SECTIONS, mediaSectionSchema } from '#domain/schemas/media';
import { action } from '../../lib/action.ts';
import { CliError } from '../../lib/cli-error.ts';
import { resolveConnection } from '../../lib/connection.ts';
import { ExitCode, RELOGIN_HINT } from '../../lib/exit-codes.ts';
import { printJson } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { uploadRequest } from './upload-request.ts';

const optionsSchema = z.object({ path: mediaSectionSchema, json: z.boolean().default(false) });

/** `venue media upload <file...> --path <section>`: prints each stored Key, one a line. */
export const mediaUploadCommand = new Command('upload')
  .description('upload JPEG, PNG or WebP images (up to 5 MB) or PDFs (up to 15 MB) and print their keys')
  .argument('<files...>', 'files to upload')
  .requiredOption('--path <section>', `content section: ${MEDIA_SECTIONS.join(', ')}`)
  .option('--json', 'print [{ Key, width, height }] as JSON')
  .action(
    action(async (files: string[], raw: unknown) => {
      const options = parse(optionsSchema, raw);
      const { gateway, token } = await resolveConnection();
      if (!gateway || !token) throw new CliError(ExitCode.UNAUTHENTICATED, `Not signed in. ${RELOGIN_HINT}`);
      const uploaded = await uploadRequest(gateway, token, options.path, files);
      if (options.json) printJson(uploaded);
      else process.stdout.write(uploaded.map((file) => `${file.Key}\n`).join(''));
      return ExitCode.OK;
    }),
  );
