import { areaCommand } from '../../lib/area-command.ts';
import { rolesDeleteCommand } from './delete.ts';
import { rolesGetCommand } from './get.ts';
import { rolesListCommand } from './list.ts';
import { rolesSetStatusCommand } from './set-status.ts';

/** `venue roles …`: the Admin-only roles area. */
export const rolesCommand = areaCommand('roles', 'manage roles (Admin only)', [rolesListCommand, rolesGetCommand, rolesSetStatusCommand, rolesDeleteCommand]);
