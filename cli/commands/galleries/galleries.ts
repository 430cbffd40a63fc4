import { Command } from 'commander';
import { galleriesListCommand } from './list.ts';
import { galleriesSetStatusCommand } from './set-status.ts';

/** `venue galleries …`: the gallery pictures (module `galleries`). */
export const galleriesCommand = new Command('galleries')
  .description('list gallery pictures and show or hide them')
  .addCommand(galleriesListCommand)
  .addCommand(galleriesSetStatusCommand);
