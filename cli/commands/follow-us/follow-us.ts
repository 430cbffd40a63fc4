import { areaCommand } from '../../lib/area-command.ts';
import { followUsListCommand } from './list.ts';
import { followUsSetStatusCommand } from './set-status.ts';

/** `venue follow-us …`: the fixed Follow Us pictures. */
export const followUsCommand = areaCommand('follow-us', 'list and show or hide the Follow Us pictures', [followUsListCommand, followUsSetStatusCommand]);
