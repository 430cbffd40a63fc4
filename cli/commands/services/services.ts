import { servicesArea } from '#domain/areas/services';
import { printTable } from '../../lib/output.ts';
import { areaCommands } from '../../lib/area-commands.ts';
import { servicesDocuments } from './documents.ts';
import { serviceColumns } from './service-fields.ts';

/** `venue services …`: the services area (module `services`), its verbs from the declaration. */
export const servicesCommand = areaCommands(servicesArea, {
  description: 'list, show, activate, delete or restore services',
  columns: serviceColumns,
  bulk: servicesDocuments,
  list: { document: servicesDocuments.list, order: 'by sort, then newest first', search: 'only services whose title contains this text' },
  get: { document: servicesDocuments.get, print: (service) => printTable([...serviceColumns, { header: 'Description', value: (s) => s.description }], [service]) },
  status: { document: servicesDocuments.status },
  delete: { document: servicesDocuments.delete },
  restore: { document: servicesDocuments.restore },
});
