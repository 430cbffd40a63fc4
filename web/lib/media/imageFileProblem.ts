import { IMAGE_TOO_LARGE, MEDIA_KINDS, SNIFF_BYTES, sniffMedia } from '#domain/media';
import { MAX_IMAGE_BYTES } from '#domain/limits';
import { MEDIA_MESSAGES } from '#domain/schemas/media';

/** What an image field says of a PDF, and of anything else that is not a picture: in the field's own terms. */
export const IMAGE_FIELD_GOT_PDF = 'This is a PDF file: choose a JPEG, PNG or WebP image.';
export const IMAGE_FIELD_ONLY_IMAGES = MEDIA_MESSAGES.imagesOnly;

const IMAGE_TYPES: ReadonlySet<string> = new Set(Object.values(MEDIA_KINDS).filter((kind) => kind.isImage).map((kind) => kind.contentType));

/**
 * Checks a chosen picture as the server will (type by content, then size); the problem or undefined.
 * A file that says it is a JPEG, PNG or WebP image and is over 5 MB is told its size first, whatever
 * its content: it could never be taken.
 */
export async function imageFileProblem(file: File): Promise<string | undefined> {
  const kind = sniffMedia(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (file.size > MAX_IMAGE_BYTES && (kind?.isImage || (!kind && IMAGE_TYPES.has(file.type)))) return IMAGE_TOO_LARGE;
  if (kind && !kind.isImage) return IMAGE_FIELD_GOT_PDF;
  if (!kind) return IMAGE_FIELD_ONLY_IMAGES;
  return undefined;
}
