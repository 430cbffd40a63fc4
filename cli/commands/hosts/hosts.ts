import { hostsArea } from '#domain/areas/hosts';
import { hostsUpdateCommand } from './update.ts';
import { areaCommands } from '../../lib/area-commands.ts';
import { hostsCreateCommand } from './create.ts';
import { hostsDocuments } from './documents.ts';
import { hostColumns } from './host-fields.ts';

/** `venue hosts …`: hosts who bring guests (module `hosts`), their verbs from the declaration plus `create`. */
export const hostsCommand = areaCommands(hostsArea, {
  description: 'manage hosts',
  columns: hostColumns,
  bulk: hostsDocuments,
  list: { document: hostsDocuments.list, order: 'newest first', search: 'only hosts whose name or email contains this text' },
  get: { document: hostsDocuments.get },
  commands: [hostsCreateCommand, hostsUpdateCommand],
  delete: { document: hostsDocuments.delete },
  restore: { document: hostsDocuments.restore },
  toggles: { blocked: hostsDocuments.blocked },
});
