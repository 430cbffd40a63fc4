import { MAX_PDF_BYTES } from '#domain/limits';
import { PDF_TOO_LARGE, SNIFF_BYTES, sniffMedia } from '#domain/media';
import { MEDIA_MESSAGES } from '#domain/schemas/media';

/** §5 PDF rules on a chosen file, type by content as the server decides it; the message or undefined. */
export async function pdfFileProblem(file: File | undefined | null): Promise<string | undefined> {
  if (!file) return MEDIA_MESSAGES.noFile;
  const kind = sniffMedia(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (kind?.contentType !== 'application/pdf') return MEDIA_MESSAGES.onlyPdf;
  if (file.size > MAX_PDF_BYTES) return PDF_TOO_LARGE;
  return undefined;
}
