import { MAX_PDF_BYTES } from '#domain/limits';
import { PDF_TOO_LARGE, SNIFF_BYTES, sniffMedia } from '#domain/media';
import { MEDIA_MESSAGES } from '#domain/schemas/media';

/**
 * §5 PDF rules on a chosen file, type by content as the server decides it; the message or undefined.
 * A file that says it is a PDF and is over 15 MB is told its size first, whatever its content: it
 * could never be taken, and that is what the spec's order of checks (type, then size) tells.
 */
export async function pdfFileProblem(file: File | undefined | null): Promise<string | undefined> {
  if (!file) return MEDIA_MESSAGES.noFile;
  const isPdf = sniffMedia(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))?.contentType === 'application/pdf';
  if (!isPdf && file.type !== 'application/pdf') return MEDIA_MESSAGES.onlyPdf;
  if (file.size > MAX_PDF_BYTES) return PDF_TOO_LARGE;
  if (!isPdf) return MEDIA_MESSAGES.onlyPdf;
  return undefined;
}
