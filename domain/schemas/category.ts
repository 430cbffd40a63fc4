import { z } from 'zod';
import { idSchema } from '../declaration/body-schemas.ts';
import { MEDIA_KEY_MAX } from './media-ref.ts';
import { statusCodeSchema } from './status.ts';
import { nameText, textOf } from './text.ts';

export const CATEGORY_NAME_MAX = 100;
/** §5: the toast when a category is saved without its layout image. */
export const LAYOUT_IMAGE_REQUIRED = 'Please upload layout image';

const name = nameText('Name', CATEGORY_NAME_MAX);

/** The layout picture (§3 `layout { image, imageAlt }`); a missing image is the spec's toast. */
export const layoutSchema = z
  .object(
    {
      image: textOf('Layout image', LAYOUT_IMAGE_REQUIRED).trim().min(1, LAYOUT_IMAGE_REQUIRED).max(MEDIA_KEY_MAX, LAYOUT_IMAGE_REQUIRED),
      imageAlt: z.string().trim().max(200, 'Image alt must not exceed 200 characters').optional().default(''),
    },
    { error: LAYOUT_IMAGE_REQUIRED },
  )
  .strict();

/** §5 category add and edit: Name required, the layout image required. */
export const categoryFormSchema = z.object({ name, layout: layoutSchema });
export type CategoryForm = z.infer<typeof categoryFormSchema>;

/** §7 `PATCH /update/category` carries a status, an auto-renewal switch, or the name with an optional new layout. */
export const updateCategorySchema = z
  .object({ categoryId: idSchema('categoryId'), name: name.optional(), layout: layoutSchema.optional(), status: statusCodeSchema.optional(), autoRenewal: z.boolean({ error: 'autoRenewal must be true or false' }).optional() })
  .strict()
  .refine((body) => body.name !== undefined || body.layout !== undefined || body.status !== undefined || body.autoRenewal !== undefined, 'Name is required');
export type CategoryUpdate = z.infer<typeof updateCategorySchema>;
