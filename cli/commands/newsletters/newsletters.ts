import { newslettersArea } from '#domain/areas/newsletters';
import { areaCommands } from '../../lib/area-commands.ts';
import { newslettersDocuments } from './documents.ts';
import { newslettersSendCommand } from './send.ts';
import { newslettersStatusCommand } from './status.ts';
import { subscriberColumns } from './subscriber-fields.ts';

/** `venue newsletters …`: the subscribers (module `newsletters`), sending a newsletter and following its campaigns. */
export const newslettersCommand = areaCommands(newslettersArea, {
  description: 'list subscribers, send a newsletter and follow its delivery',
  columns: subscriberColumns,
  list: { document: newslettersDocuments.list, order: 'latest submission first', search: 'only subscribers whose email contains this text' },
  commands: [newslettersSendCommand, newslettersStatusCommand],
});
