import { areaCommand } from '../../lib/area-command.ts';
import { servicesDeleteCommand } from './delete.ts';
import { servicesGetCommand } from './get.ts';
import { servicesListCommand } from './list.ts';
import { servicesSetStatusCommand } from './set-status.ts';

/** `venue services …`: the services area (module `services`). */
export const servicesCommand = areaCommand('services', 'list, show, activate or delete services', [servicesListCommand, servicesGetCommand, servicesSetStatusCommand, servicesDeleteCommand]);
