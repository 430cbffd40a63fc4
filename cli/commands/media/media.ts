import { Command } from 'commander';
import { mediaUploadCommand } from './upload.ts';

/** `venue media …`: files for pictures and PDFs. */
export const mediaCommand = new Command('media').description('upload pictures and PDFs').addCommand(mediaUploadCommand);
