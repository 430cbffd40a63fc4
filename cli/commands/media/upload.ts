import { Command } from 'commander';
import { z } from 'zod';
import { MEDIA_SECTIONS, mediaSectionSchema } from '#domain/schemas/media';
import { action } from '../../lib/action.ts';
import { examplesText } from '../../lib/examples.ts';
import { signedInConnection } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { uploadRequest } from './upload-request.ts';

const optionsSchema = z.object({ path: mediaSectionSchema, json: z.boolean().default(false) });

/** `venue media upload <file...> --path <section>`: prints each stored Key, one a line. */
export const mediaUploadCommand = new Command('upload')
  .description('upload JPEG, PNG or WebP images (up to 5 MB) or, for the menu, PDFs (up to 15 MB) and print their keys')
  .argument('<files...>', 'files to upload')
  .requiredOption('--path <section>', `content section: ${MEDIA_SECTIONS.join(', ')}`)
  .option('--json', 'print [{ Key, width, height }] as JSON')
  .addHelpText('after', examplesText(['venue media upload ./cover.jpg --path services          # prints the stored Key', 'venue media upload a.png b.webp --path gallery --json']))
  .action(
    action(async (files: string[], raw: unknown) => {
      const options = parse(optionsSchema, raw);
      const { gateway, token } = await signedInConnection();
      const uploaded = await uploadRequest(gateway, token, options.path, files);
      if (options.json) printJson(uploaded);
      else process.stdout.write(uploaded.map((file) => `${file.Key}\n`).join(''));
      return ExitCode.OK;
    }),
  );
