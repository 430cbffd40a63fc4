import { z } from 'zod';
import { listQuerySchema } from './list.ts';
import { mediaKeySchema } from './media-ref.ts';
import { statusCodeSchema } from './status.ts';

export const MENU_NAME_MAX = 100;

/** §5 Menu: Name required. */
export const menuNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(MENU_NAME_MAX, `Name must not exceed ${MENU_NAME_MAX} characters`);

/** The menu edit form's own fields (§2.8); image and PDF are storage keys from the upload. */
export const menuFormSchema = z.object({ name: menuNameSchema });
export type MenuForm = z.infer<typeof menuFormSchema>;

export const menuIdSchema = z.string({ error: 'menuId is required' }).min(1, 'menuId is required');

/** §7 `PATCH /update/menu`: an image or pdf left out keeps the current one. */
export const updateMenuSchema = menuFormSchema
  .extend({ menuId: menuIdSchema, image: mediaKeySchema('Image').optional(), pdf: mediaKeySchema('PDF').optional() })
  .strict();
export type UpdateMenu = z.infer<typeof updateMenuSchema>;

/** §7 `PATCH /update/menu/status`. */
export const menuStatusSchema = z.object({ menuId: menuIdSchema, status: statusCodeSchema }).strict();

/** `GET /get/menu/list` query: the slots are few and fixed, so no pages; `search` serves the palette. */
export const menuListQuerySchema = listQuerySchema.pick({ search: true });
