import { z } from 'zod';
import { galleryFormSchema } from '#domain/schemas/gallery';

/**
 * A picture's form (a gallery picture, an event memory): the domain's image plus its orientation,
 * from which the gateway derives the §9 metaData (2000×3000 portrait, 3000×2000 landscape).
 */
export const pictureSchema = galleryFormSchema.pick({ image: true }).extend({ orientation: z.enum(['PORTRAIT', 'LANDSCAPE']) });

/** What a picture dialog saves. */
export type PictureInput = z.output<typeof pictureSchema>;

/** Portrait or landscape. */
export type PictureOrientation = PictureInput['orientation'];
