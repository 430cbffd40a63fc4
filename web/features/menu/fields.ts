import { CROP_ASPECTS } from '#domain/media';
import { menuEditFormSchema } from '#domain/schemas/menu';
import type { AreaFields } from '../../lib/area/AreaFields.ts';
import { formSpec } from '../../lib/form/FormSpec.ts';
import type { menuApi } from './api.ts';

/**
 * The menu's field spec (§2.8): the list is the card grid, so only the edit form: Name, a cropped
 * image and a PDF uploaded on save (a slot must keep a PDF).
 */
export const menuFields: AreaFields<typeof menuApi> = {
  columns: [],
  edit: formSpec(menuEditFormSchema, {
    fields: [
      { kind: 'text', name: 'name', label: 'Name' },
      { kind: 'image', name: 'image', label: 'Image', section: 'menu', aspect: CROP_ASPECTS.menu },
      { kind: 'pdf', name: 'pdf', label: 'PDF', section: 'menu', required: true },
    ],
    initial: (menu) => ({ name: menu.name, image: menu.image ?? undefined, pdf: menu.pdf ?? undefined }),
  }),
};
