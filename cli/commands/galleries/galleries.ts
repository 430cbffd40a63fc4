import { areaCommand } from '../../lib/area-command.ts';
import { galleriesListCommand } from './list.ts';
import { galleriesSetStatusCommand } from './set-status.ts';

/** `venue galleries …`: the gallery pictures (module `galleries`). */
export const galleriesCommand = areaCommand('galleries', 'list gallery pictures and show or hide them', [galleriesListCommand, galleriesSetStatusCommand]);
