import type { MediaKind } from '#domain/media';

const PNG_SIGNATURE_BYTES = 8;

/** PNG: chunks (length, type, data, CRC) up to and including IEND. */
function pngEnd(bytes: Buffer): number | undefined {
  for (let at = PNG_SIGNATURE_BYTES; at + 12 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const next = at + 12 + length;
    if (type === 'IEND') return next <= bytes.length ? next : undefined;
    at = next;
  }
  return undefined;
}

/** JPEG: segments up to EOI, skipping the entropy-coded data after each SOS (FF00 stuffing, restart markers). */
function jpegEnd(bytes: Buffer): number | undefined {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 3 >= bytes.length) return undefined;
    at += 2 + bytes.readUInt16BE(at + 2);
    if (marker !== 0xda) continue;
    // Scan data: ends at the first marker that is neither stuffing (FF00) nor a restart (FFD0-FFD7).
    while (at + 1 < bytes.length) {
      const next = bytes[at + 1]!;
      if (bytes[at] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
      at += 1;
    }
  }
  return undefined;
}

const RIFF_HEADER_BYTES = 12;
const CHUNK_HEADER_BYTES = 8;

/**
 * WebP: the RIFF header says how long the file is, and its chunks (type, size, data padded to an
 * even length) must fill it; a file shorter than it says, or a chunk running past it, breaks off.
 */
function webpEnd(bytes: Buffer): number | undefined {
  if (bytes.length < RIFF_HEADER_BYTES) return undefined;
  const end = CHUNK_HEADER_BYTES + bytes.readUInt32LE(4);
  if (end > bytes.length) return undefined;
  for (let at = RIFF_HEADER_BYTES; at < end; ) {
    if (at + CHUNK_HEADER_BYTES > end) return undefined;
    const size = bytes.readUInt32LE(at + 4);
    if (at + CHUNK_HEADER_BYTES + size > end) return undefined;
    // The last chunk's padding byte is sometimes left out.
    at += CHUNK_HEADER_BYTES + size + (size % 2);
  }
  return end;
}

/**
 * Where an image's own structure ends (after PNG's IEND, JPEG's EOI, WebP's RIFF size), or
 * undefined when its structure breaks off before. Bytes beyond it are another file riding along.
 */
export function imageEnd(kind: MediaKind, bytes: Buffer): number | undefined {
  if (kind.ext === 'png') return pngEnd(bytes);
  if (kind.ext === 'jpg') return jpegEnd(bytes);
  if (kind.ext === 'webp') return webpEnd(bytes);
  return undefined;
}
