import { Command } from 'commander';
import { examplesText } from '../../lib/examples.ts';
import { mediaUploadCommand } from './upload.ts';

/** `venue media …`: files for pictures and PDFs. */
export const mediaCommand = new Command('media')
  .description('upload pictures and PDFs')
  .addCommand(mediaUploadCommand)
  .addHelpText('after', examplesText(['venue media upload ./cover.jpg --path services', 'venue media upload --help']));
