import { z } from 'zod';
import { galleryFormSchema } from '#domain/schemas/gallery';

/**
 * The gallery dialog's form: the domain's picture plus its orientation, from which the gateway
 * derives the §9 metaData (2000×3000 portrait, 3000×2000 landscape).
 */
export const galleryImageSchema = galleryFormSchema.pick({ image: true }).extend({ orientation: z.enum(['PORTRAIT', 'LANDSCAPE']) });

/** What the gallery dialog saves. */
export type GalleryImageInput = z.output<typeof galleryImageSchema>;
