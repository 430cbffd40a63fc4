import { IMAGE_TOO_LARGE, SNIFF_BYTES, sniffMedia } from '#domain/media';
import { MAX_IMAGE_BYTES } from '#domain/limits';
import { MEDIA_MESSAGES } from '#domain/schemas/media';

/** What an image field says of a PDF, and of anything else that is not a picture: in the field's own terms. */
export const IMAGE_FIELD_GOT_PDF = 'This is a PDF file: choose a JPEG, PNG or WebP image.';
export const IMAGE_FIELD_ONLY_IMAGES = MEDIA_MESSAGES.imagesOnly;

/** Checks a chosen picture as the server will (type by content, then size); the problem or undefined. */
export async function imageFileProblem(file: File): Promise<string | undefined> {
  const kind = sniffMedia(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (kind && !kind.isImage) return IMAGE_FIELD_GOT_PDF;
  if (!kind) return IMAGE_FIELD_ONLY_IMAGES;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return undefined;
}
