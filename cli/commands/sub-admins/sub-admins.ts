import { areaCommand } from '../../lib/area-command.ts';
import { subAdminsBlockCommands } from './blocked-command.ts';
import { subAdminsCreateCommand } from './create.ts';
import { subAdminsListCommand } from './list.ts';

/** `venue sub-admins …`: the Admin-only sub-admins area. */
export const subAdminsCommand = areaCommand('sub-admins', 'manage sub-admins (Admin only)', [subAdminsListCommand, subAdminsCreateCommand, ...subAdminsBlockCommands]);
