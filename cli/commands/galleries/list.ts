import { Command } from 'commander';
import { GALLERY_PAGE_SIZE } from '#domain/limits';
import { listQuerySchema } from '#domain/schemas/list';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { printPage } from '../../lib/print-page.ts';
import { galleryColumns } from './gallery-fields.ts';

const GalleryImagesDocument = graphql(`
  query CliGalleryImages($limit: Int, $offset: Int) {
    galleryImages(limit: $limit, offset: $offset) {
      count
      items {
        ...CliGalleryImageFields
      }
    }
  }
`);

const optionsSchema = listQuerySchema.omit({ search: true }).extend({ json: z.boolean().default(false) });

/** `venue galleries list`: one page of the gallery (9 by default, as on screen), newest first. */
export const galleriesListCommand = new Command('list')
  .description('list gallery pictures, newest first')
  .option('--limit <n>', 'rows per page (1-100)', String(GALLERY_PAGE_SIZE))
  .option('--offset <n>', 'rows to skip', '0')
  .option('--json', 'print the page as JSON: { items, count }')
  .action(
    action(async (raw: unknown) => {
      const options = parse(optionsSchema, raw);
      const { client } = await signedInClient();
      const { galleryImages } = await client.request(GalleryImagesDocument, { limit: options.limit, offset: options.offset });
      if (options.json) printJson(galleryImages);
      else printPage(galleryColumns, galleryImages, options.offset);
      return ExitCode.OK;
    }),
  );
