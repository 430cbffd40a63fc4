import { areaCommand } from '../../lib/area-command.ts';
import { menuListCommand } from './list.ts';
import { menuSetStatusCommand } from './set-status.ts';

/** `venue menu …`: the fixed menu slots (module `menu`). */
export const menuCommand = areaCommand('menu', 'list menu slots and show or hide them', [menuListCommand, menuSetStatusCommand]);
