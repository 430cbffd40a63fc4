import { z } from 'zod';
import { GALLERY_META } from '../limits.ts';
import { mediaKeySchema } from './media-ref.ts';

export type GalleryOrientation = keyof typeof GALLERY_META;
export const GALLERY_META_MESSAGE = 'metaData must be portrait (2000x3000) or landscape (3000x2000)';

/** §9: the metaData a picture is saved with, from its orientation. */
export const galleryMeta = (orientation: GalleryOrientation) => ({ ...GALLERY_META[orientation] });

/** Portrait when taller than wide (§9 stores only these two shapes). */
export const galleryOrientation = (meta: { width: number; height: number }): GalleryOrientation =>
  meta.height > meta.width ? 'portrait' : 'landscape';

const metaDataSchema = z
  .object({ width: z.number({ error: GALLERY_META_MESSAGE }), height: z.number({ error: GALLERY_META_MESSAGE }) }, { error: GALLERY_META_MESSAGE })
  .strict()
  .refine(
    (meta) => Object.values(GALLERY_META).some((shape) => shape.width === meta.width && shape.height === meta.height),
    GALLERY_META_MESSAGE,
  );

/** A gallery picture: an uploaded image and its §9 metaData. */
export const galleryFormSchema = z.object({ image: mediaKeySchema('Image'), metaData: metaDataSchema });
export type GalleryForm = z.infer<typeof galleryFormSchema>;
