import { CROP_ASPECTS } from '#domain/media';
import { menuEditFormSchema } from '#domain/schemas/menu';
import type { AreaForms } from '../../lib/area/AreaFields.ts';
import { formSpec } from '../../lib/form/FormSpec.ts';
import type { menuApi } from './api.ts';

/**
 * The menu's edit form (§2.8; the list is the card grid, so it has no columns): Name, a cropped
 * image and a PDF uploaded on save (a slot must keep a PDF).
 */
export const menuForms: AreaForms<typeof menuApi> = {
  edit: formSpec(menuEditFormSchema, {
    fields: [
      { kind: 'text', name: 'name', label: 'Name' },
      { kind: 'image', name: 'image', label: 'Image', section: 'menu', aspect: CROP_ASPECTS.menu },
      { kind: 'pdf', name: 'pdf', label: 'PDF', section: 'menu', required: true },
    ],
    initial: (menu) => ({ name: menu.name, image: menu.image ?? undefined, pdf: menu.pdf ?? undefined }),
  }),
};
