import { galleriesArea } from '#domain/areas/galleries';
import { GALLERY_PAGE_SIZE } from '#domain/limits';
import { areaCommands } from '../../lib/area-commands.ts';
import { galleriesDocuments } from './documents.ts';
import { galleryColumns } from './gallery-fields.ts';

/** `venue galleries …`: the gallery pictures (module `galleries`), their verbs from the declaration. */
export const galleriesCommand = areaCommands(galleriesArea, {
  description: 'list gallery pictures, show or hide, delete or restore them',
  columns: galleryColumns,
  bulk: galleriesDocuments,
  // 9 a page by default, as on screen.
  list: { document: galleriesDocuments.list, order: 'newest first', pageSize: GALLERY_PAGE_SIZE },
  status: { document: galleriesDocuments.status, help: 'show or hide a gallery picture' },
  delete: { document: galleriesDocuments.delete },
  restore: { document: galleriesDocuments.restore },
});
