import { IMAGE_TOO_LARGE, SNIFF_BYTES, sniffMedia } from '#domain/media';
import { MAX_IMAGE_BYTES } from '#domain/limits';
import { MEDIA_MESSAGES } from '#domain/schemas/media';

/** Checks a chosen picture as the server will (size, then type by content); the problem or undefined. */
export async function imageFileProblem(file: File): Promise<string | undefined> {
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  const kind = sniffMedia(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  return kind?.isImage ? undefined : MEDIA_MESSAGES.unsupported;
}
