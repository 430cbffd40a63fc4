import { intellectualPropertiesArea } from '#domain/areas/intellectual-properties';
import { areaCommands } from '../../lib/area-commands.ts';
import { ipsCreateCommand } from './create.ts';
import { ipDocuments } from './documents.ts';
import { ipColumns } from './ip-fields.ts';
import { ipsUpdateCommand } from './update.ts';

/** `venue intellectual-properties …` (or `venue ips …`): the event brands (module `intellectualProperties`), their verbs from the declaration plus create and update. */
export const intellectualPropertiesCommand = areaCommands(intellectualPropertiesArea, {
  description: 'list, show, add or change intellectual properties (event brands)',
  aliases: ['ips'],
  columns: ipColumns,
  list: { document: ipDocuments.list, order: 'newest first', search: 'only those whose name or full name contains this text' },
  get: { document: ipDocuments.get },
  commands: [ipsCreateCommand, ipsUpdateCommand],
});
