import { EXPORT_AREAS } from '#domain/export-areas';
import { exportCommand as buildExportCommand } from '../../lib/export-command.ts';
import { COMMANDS } from '../../registry.ts';

// A command's alias names the same area here: `venue export ips`, `venue export memories`.
const aliases = Object.fromEntries(COMMANDS.flatMap((entry) => (entry.aliases ?? []).map((alias) => [alias, entry.name])));

/** `venue export <area> --csv`: every declared area with a list. */
export const exportCommand = buildExportCommand(EXPORT_AREAS, aliases);
