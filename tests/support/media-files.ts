import { deflateSync } from 'node:zlib';
import { pngBytes as filledPng, pngChunk, u32 } from '../../api/media/png-bytes.ts';

export { pdfBytes } from '../../api/media/pdf-bytes.ts';

/** Test files made in code: real headers of each accepted type, no binary fixtures. */

/** A valid PNG of the given size, filled with one RGB colour. */
export const pngBytes = (width: number, height: number, rgb: [number, number, number] = [200, 40, 90]): Buffer => filledPng(width, height, rgb);

/** A JPEG header (SOI, JFIF, SOF0 with the size, EOI): enough to be typed and measured. */
export function jpegBytes(width: number, height: number): Buffer {
  const jfif = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, sof, Buffer.from([0xff, 0xd9])]);
}

/** A WebP header (RIFF, VP8X with the canvas size). */
export function webpBytes(width: number, height: number): Buffer {
  const le24 = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff]);
  const vp8x = Buffer.concat([Buffer.from('VP8X', 'latin1'), Buffer.from([10, 0, 0, 0]), Buffer.alloc(4), le24(width - 1), le24(height - 1)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + vp8x.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, Buffer.from('WEBP', 'latin1'), vp8x]);
}

/** A PNG whose header claims `width` x `height` but whose pixel data is a token: a decompression bomb's shape. */
export function pngClaimingBytes(width: number, height: number): Buffer {
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(64))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** JPEG comment segments (FF FE, length) holding `bytes` bytes in all. */
function jpegComments(bytes: number): Buffer {
  const segments: Buffer[] = [];
  for (let left = bytes; left > 0; ) {
    // A segment is 4 bytes of marker and length plus up to 65533 of text; never leave fewer than 4 behind.
    let take = Math.min(left, 65_537);
    if (left - take > 0 && left - take < 4) take -= 4;
    const length = Buffer.alloc(2);
    length.writeUInt16BE(take - 2);
    segments.push(Buffer.concat([Buffer.from([0xff, 0xfe]), length, Buffer.alloc(take - 4, 0x20)]));
    left -= take;
  }
  return Buffer.concat(segments);
}

/**
 * The same file grown to exactly `size` bytes inside its own structure (a PNG private chunk before
 * IEND, JPEG comments after SOI, a PDF comment before the trailer), so it stays one clean file.
 */
export function padTo(file: Buffer, size: number): Buffer {
  const extra = size - file.length;
  if (file[0] === 0x89) {
    const iend = file.length - 12;
    return Buffer.concat([file.subarray(0, iend), pngChunk('vnPd', Buffer.alloc(extra - 12)), file.subarray(iend)]);
  }
  if (file[0] === 0xff) return Buffer.concat([file.subarray(0, 2), jpegComments(extra), file.subarray(2)]);
  const trailer = file.lastIndexOf('trailer');
  if (file.subarray(0, 5).toString('latin1') === '%PDF-' && trailer > 0) {
    return Buffer.concat([file.subarray(0, trailer), Buffer.from(`%${' '.repeat(extra - 2)}\n`, 'latin1'), file.subarray(trailer)]);
  }
  throw new Error('padTo pads PNG, JPEG and PDF files');
}

/** One part of an upload: content, the client's filename and declared type. */
export interface UploadPart {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

/** `POST <base><path>` as multipart (`path` first, then each `files` part); the parsed reply. */
export async function uploadFiles(baseUrl: string, path: string, section: string, parts: UploadPart[], token?: string) {
  const form = new FormData();
  form.set('path', section);
  for (const part of parts) form.append('files', new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'application/octet-stream' }), part.name);
  const response = await fetch(new URL(path, baseUrl), { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  const body = (await response.json()) as { status: boolean; message: string; data?: { Key: string; width?: number; height?: number }[] };
  return { status: response.status, body };
}
