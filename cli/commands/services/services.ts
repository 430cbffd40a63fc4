import { Command } from 'commander';
import { servicesDeleteCommand } from './delete.ts';
import { servicesGetCommand } from './get.ts';
import { servicesListCommand } from './list.ts';
import { servicesSetStatusCommand } from './set-status.ts';

/** `venue services …`: the services area (module `services`). */
export const servicesCommand = new Command('services')
  .description('list, show, activate or delete services')
  .addCommand(servicesListCommand)
  .addCommand(servicesGetCommand)
  .addCommand(servicesSetStatusCommand)
  .addCommand(servicesDeleteCommand);
