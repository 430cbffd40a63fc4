import { declareArea } from '../declaration/declare-area.ts';
import { GALLERY_PAGE_SIZE } from '../limits.ts';
import { galleryRecordSchema } from '../schemas/replies.ts';
import { galleryFormSchema } from '../schemas/gallery.ts';

/** Gallery (§2.14): pictures with no name, so no page of their own to get. */
export const galleriesArea = declareArea({
  key: 'galleries',
  access: 'galleries',
  nouns: { one: 'gallery picture', many: 'gallery pictures', record: 'picture', label: 'Gallery', reply: ['Gallery image', 'Galleries'] },
  entity: { one: 'gallery', many: 'galleries' },
  idKey: 'galleryId',
  form: galleryFormSchema,
  record: galleryRecordSchema,
  sort: ['createdAt'],
  pageSize: GALLERY_PAGE_SIZE,
  columns: ['Date', 'Image', 'Width', 'Height', 'Status'],
  operations: ['list', 'create', 'update', 'status', 'delete', 'restore'],
  graphql: { type: 'GalleryImage', inputNames: { metaData: 'orientation' } },
});
