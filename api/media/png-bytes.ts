import { crc32, deflateSync } from 'node:zlib';

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), body, u32(crc32(body))]);
}

// Fastest compression: these pictures are drawn (the demo venue's, tests'), and the demo's are drawn on
// the embedded default's first start, where zlib's default level took half the time of drawing them.
const DEFLATE_LEVEL = 1;

/** A colour as red, green and blue from 0 to 255. */
export type Rgb = readonly [number, number, number];

/** Writes row `y` of an RGB image, `width * 3` bytes from `at` in `out`. */
export type RowPainter = (y: number, out: Buffer, at: number) => void;

/** A valid RGB PNG of the given size, each row written by `paintRow` (a loop per row, not a call per pixel). */
export function pngFromRows(width: number, height: number, paintRow: RowPainter): Buffer {
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  const stride = 1 + width * 3;
  // Each row starts with its filter byte, 0 (none).
  const raw = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y += 1) paintRow(y, raw, y * stride + 1);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(raw, { level: DEFLATE_LEVEL })), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A valid RGB PNG of the given size, filled with one colour. */
export const pngBytes = (width: number, height: number, rgb: Rgb): Buffer =>
  pngFromRows(width, height, (_y, out, at) => {
    for (let x = 0; x < width; x += 1) out.set(rgb, at + x * 3);
  });

/** The chunk framing, for tests that build malformed PNGs. */
export { pngChunk, u32 };
