import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import { SNIFF_BYTES, sniffMedia, type MediaKind } from '#domain/media';
import { MEDIA_MESSAGES, type MediaSection } from '#domain/schemas/media';
import { HttpError } from '../lib/http-error.ts';
import type { MediaStorage } from './storage.ts';

/** A file written to storage, ready for its media row. */
export interface StoredFile {
  key: string;
  kind: MediaKind;
  size: number;
  width?: number;
  height?: number;
}

// Enough for the dimensions of any JPEG whose header (EXIF thumbnail included) is sane.
const DIMENSIONS_HEAD_BYTES = 1024 * 1024;

/** Whether the client itself presented the file as a PDF, to word the refusal (never to decide the type). */
const claimsPdf = (declared: { filename?: string; mimeType?: string }) =>
  declared.mimeType === 'application/pdf' || /\.pdf$/i.test(declared.filename ?? '');

function dimensionsOf(head: Buffer): { width: number; height: number } {
  try {
    const { width, height } = imageSize(head);
    if (width > 0 && height > 0) return { width, height };
  } catch {
    // falls through to the refusal below
  }
  throw new HttpError(400, MEDIA_MESSAGES.unreadableImage);
}

/**
 * Streams one uploaded file into storage under a new server key. The type comes from the first
 * bytes; the size is counted as it flows and the write fails (leaving nothing) past the limit.
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
  const sniffed = sniffMedia(Buffer.concat(first));
  if (!sniffed) throw new HttpError(400, claimsPdf(declared) ? MEDIA_MESSAGES.onlyPdf : MEDIA_MESSAGES.unsupported);

  const kind: MediaKind = sniffed;
  const key = `${section}/${randomUUID()}.${kind.ext}`;
  const result: StoredFile = { key, kind, size: 0 };
  const head: Buffer[] = [];
  let headBytes = 0;
  async function* metered(): AsyncGenerator<Buffer> {
    const take = (chunk: Buffer) => {
      result.size += chunk.length;
      if (result.size > kind.maxBytes) throw new HttpError(413, kind.tooLarge);
      if (kind.isImage && headBytes < DIMENSIONS_HEAD_BYTES) {
        head.push(chunk);
        headBytes += chunk.length;
      }
      return chunk;
    };
    for (const chunk of first) yield take(chunk);
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield take(next.value);
    // Checked before the stream ends, so an unreadable image is never committed.
    if (kind.isImage) Object.assign(result, dimensionsOf(Buffer.concat(head)));
  }
  await storage.put(key, Readable.from(metered()), kind.contentType);
  return result;
}
