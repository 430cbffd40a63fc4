import { z } from 'zod';
import { MEDIA_MESSAGES } from './media.ts';
import { mediaKeySchema } from './media-ref.ts';
import { nameText } from './text.ts';

export const MENU_NAME_MAX = 100;

/** §5 Menu: Name required. */
export const menuNameSchema = nameText('Name', MENU_NAME_MAX);

/** The menu edit form's own fields (§2.8); image and PDF are storage keys from the upload. */
export const menuFormSchema = z.object({ name: menuNameSchema });
export type MenuForm = z.infer<typeof menuFormSchema>;

/**
 * The edit form: an image or pdf left out keeps the current one. A slot must keep a PDF (§5: "saving
 * without a file gives 'Please select a PDF file.'"): a null or empty pdf is refused with that
 * message, and so is one left out while the slot has none (the API judges that against the record).
 */
export const menuEditFormSchema = menuFormSchema.extend({ image: mediaKeySchema('Image').optional(), pdf: mediaKeySchema('PDF', MEDIA_MESSAGES.selectPdf).optional() });
export type MenuEditForm = z.infer<typeof menuEditFormSchema>;
