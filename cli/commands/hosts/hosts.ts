import { areaCommand } from '../../lib/area-command.ts';
import { hostsCreateCommand } from './create.ts';
import { hostsListCommand } from './list.ts';
import { hostsBlockCommands } from './set-blocked.ts';

/** `venue hosts …`: hosts who bring guests (module `hosts`). */
export const hostsCommand = areaCommand('hosts', 'manage hosts', [hostsListCommand, hostsCreateCommand, ...hostsBlockCommands]);
