import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE_PX } from '#domain/limits';
import { SNIFF_BYTES, sniffMedia, type MediaKind } from '#domain/media';
import { MEDIA_MESSAGES, takesPdf, type MediaSection } from '#domain/schemas/media';
import { HttpError } from '../lib/http-error.ts';
import { imageEnd } from './image-end.ts';
import { pdfProblem } from './pdf-problem.ts';
import type { MediaStorage } from './storage.ts';

/** A file written to storage, ready for its media row. */
export interface StoredFile {
  key: string;
  kind: MediaKind;
  size: number;
  width?: number;
  height?: number;
}

/**
 * Whether the client itself presented the file as a PDF: in the menu, whose PDF field asks for one,
 * it picks §5's "Only PDF files are allowed." over the wider message (never to decide the type).
 */
const claimsPdf = (declared: { filename?: string; mimeType?: string }) =>
  declared.mimeType === 'application/pdf' || /\.pdf$/i.test(declared.filename ?? '');

/**
 * The file's kind if `section` takes it, else the 400 naming what the section takes: images
 * everywhere, PDFs only where a record holds one (the menu), so nowhere else is a PDF unpacked.
 */
function acceptedKind(section: MediaSection, sniffed: MediaKind | undefined, declared: { filename?: string; mimeType?: string }): MediaKind {
  if (!takesPdf(section)) {
    if (sniffed?.isImage) return sniffed;
    // Worded by the content: only a file that really is a PDF is told PDFs are for the menu.
    throw new HttpError(400, sniffed ? MEDIA_MESSAGES.pdfOnlyForMenu : MEDIA_MESSAGES.imagesOnly);
  }
  if (sniffed) return sniffed;
  throw new HttpError(400, claimsPdf(declared) ? MEDIA_MESSAGES.onlyPdf : MEDIA_MESSAGES.unsupported);
}

function dimensionsOf(image: Buffer): { width: number; height: number } {
  try {
    const { width, height } = imageSize(image);
    if (width > 0 && height > 0) return { width, height };
  } catch {
    // falls through to the refusal below
  }
  throw new HttpError(400, MEDIA_MESSAGES.unreadableImage);
}

/**
 * The whole file checked before it is committed: an image's size (within the pixel ceiling) and
 * nothing after its end marker; a PDF plain (no active content, no second file inside).
 */
async function inspect(kind: MediaKind, file: Buffer): Promise<{ width?: number; height?: number }> {
  if (!kind.isImage) {
    const problem = await pdfProblem(file);
    if (problem) throw new HttpError(400, problem);
    return {};
  }
  const size = dimensionsOf(file);
  if (size.width > MAX_IMAGE_SIDE_PX || size.height > MAX_IMAGE_SIDE_PX || size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new HttpError(400, MEDIA_MESSAGES.tooManyPixels);
  }
  const end = imageEnd(kind, file);
  if (end === undefined) throw new HttpError(400, MEDIA_MESSAGES.unreadableImage);
  if (file.length > end) throw new HttpError(400, MEDIA_MESSAGES.trailingData);
  return size;
}

/**
 * Streams one uploaded file into storage under a new server key. The type comes from the first
 * bytes; the size is counted as it flows and the write fails (leaving nothing) past the limit or
 * when the complete file fails its inspection.
 */
export async function storeFile(
  storage: MediaStorage,
  section: MediaSection,
  source: Readable,
  declared: { filename?: string; mimeType?: string },
): Promise<StoredFile> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first: Buffer[] = [];
  let peeked = 0;
  while (peeked < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    first.push(next.value);
    peeked += next.value.length;
  }
  if (peeked === 0) throw new HttpError(400, MEDIA_MESSAGES.noFile);
  const kind = acceptedKind(section, sniffMedia(Buffer.concat(first)), declared);
  const key = `${section}/${randomUUID()}.${kind.ext}`;
  const result: StoredFile = { key, kind, size: 0 };
  // The whole file is kept (at most kind.maxBytes) to be inspected once it is complete.
  const whole: Buffer[] = [];
  async function* metered(): AsyncGenerator<Buffer> {
    const take = (chunk: Buffer) => {
      result.size += chunk.length;
      if (result.size > kind.maxBytes) throw new HttpError(413, kind.tooLarge);
      whole.push(chunk);
      return chunk;
    };
    for (const chunk of first) yield take(chunk);
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield take(next.value);
    // Checked before the stream ends, so a refused file is never committed.
    Object.assign(result, await inspect(kind, Buffer.concat(whole)));
  }
  await storage.put(key, Readable.from(metered()), kind.contentType);
  return result;
}
