import { EXPORT_AREAS } from '#domain/export-areas';
import { exportCommand as buildExportCommand } from '../../lib/export-command.ts';
import { COMMANDS, findEntry } from '../../registry.ts';

// A command's aliases name the same area here: `venue export ips`, `venue export memories`.
const aliases = Object.fromEntries(COMMANDS.map((entry) => [entry.name, entry.aliases ?? []]));

/** `venue export <area> --csv`: every declared area with a list, each with the filters of its `venue <area> list`. */
export const exportCommand = buildExportCommand(EXPORT_AREAS, async (name) => findEntry(name)?.load(), aliases);
