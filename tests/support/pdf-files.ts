import { deflateRawSync, deflateSync } from 'node:zlib';
import { jpegBytes } from './media-files.ts';

/** PDFs built in code: one laid out as an ordinary writer lays it out, and the disguises an attacker tries. */

/** A stream filter a test file is encoded with, by its PDF name. */
export type TestFilter = 'ASCIIHexDecode' | 'ASCII85Decode' | 'FlateDecode' | 'LZWDecode' | 'RunLengthDecode';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

function asciiHex(data: Buffer): Buffer {
  return latin1(`${data.toString('hex').replace(/.{1,64}/g, '$&\n')}>`);
}

function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let at = 0; at < data.length; at += 4) {
    const group = data.subarray(at, at + 4);
    const padded = Buffer.concat([group, Buffer.alloc(4 - group.length)]);
    let value = padded.readUInt32BE(0);
    if (value === 0 && group.length === 4) {
      out += 'z';
      continue;
    }
    const chars: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      chars.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += chars.slice(0, group.length + 1).join('');
  }
  return latin1(`${out}~>`);
}

/** LZW with EarlyChange 1, as PDF writers of old wrote it (a clear code first, codes widening from 9 to 12 bits). */
function lzw(data: Buffer): Buffer {
  const bytes: number[] = [];
  let held = 0;
  let bits = 0;
  let width = 9;
  const write = (code: number) => {
    held = (held << width) | code;
    bits += width;
    while (bits >= 8) {
      bytes.push((held >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    held &= (1 << bits) - 1;
  };
  let table = new Map<number, number>();
  let next = 258;
  write(256);
  let current = -1;
  for (const byte of data) {
    if (current < 0) {
      current = byte;
      continue;
    }
    const known = table.get(current * 256 + byte);
    if (known !== undefined) {
      current = known;
      continue;
    }
    write(current);
    table.set(current * 256 + byte, next);
    next += 1;
    current = byte;
    if (next + 1 > 1 << width) {
      if (width === 12) {
        write(256);
        table = new Map();
        next = 258;
        width = 9;
      } else width += 1;
    }
  }
  if (current >= 0) write(current);
  write(257);
  if (bits > 0) bytes.push((held << (8 - bits)) & 0xff);
  return Buffer.from(bytes);
}

/** RunLength: literal runs of two bytes (so no name shows whole in the encoded bytes), then the end mark. */
function runLength(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += 2) {
    const run = data.subarray(at, at + 2);
    parts.push(Buffer.from([run.length - 1]), run);
  }
  return Buffer.concat([...parts, Buffer.from([128])]);
}

const ENCODERS: Record<TestFilter, (data: Buffer) => Buffer> = { ASCIIHexDecode: asciiHex, ASCII85Decode: ascii85, FlateDecode: (data) => deflateSync(data), LZWDecode: lzw, RunLengthDecode: runLength };

/** `data` encoded so that undoing `filters` in order gives it back (`[/ASCIIHexDecode /FlateDecode]` is Flate, then hex). */
export const encode = (data: Buffer, filters: readonly TestFilter[]): Buffer => filters.reduceRight((bytes, filter) => ENCODERS[filter](bytes), data);

/** The `/Filter` entry for `filters`. */
export const filterEntry = (filters: readonly string[]): string => (filters.length === 0 ? '' : filters.length === 1 ? `/Filter/${filters[0]}` : `/Filter[${filters.map((f) => `/${f}`).join(' ')}]`);

function adler32(data: Buffer): number {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/**
 * Valid zlib data whose first block is stored (so `before` shows as it is, e.g. the word
 * `endstream`) and whose second is compressed (so `after` does not show).
 */
export function flateWithStoredBlock(before: Buffer, after: Buffer): Buffer {
  const stored = Buffer.alloc(5);
  stored.writeUInt8(0, 0);
  stored.writeUInt16LE(before.length, 1);
  stored.writeUInt16LE(~before.length & 0xffff, 3);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler32(Buffer.concat([before, after])));
  return Buffer.concat([Buffer.from([0x78, 0x9c]), stored, before, deflateRawSync(after, { level: 9 }), checksum]);
}

/** One object of a test file: a plain value, or a stream (its dictionary's other entries, and its data). */
export type TestObject = string | { dict: string; data: Buffer };

/**
 * A PDF of `objects` (object 1 first) with a classic cross-reference table; each stream gets a direct
 * `/Length`, or an indirect one when `indirectLength` (as TeX and Ghostscript write it).
 */
export function pdfFile(objects: readonly TestObject[], options: { root?: number; indirectLength?: boolean } = {}): Buffer {
  const parts: Buffer[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  const offsets: number[] = [];
  const lengths: number[] = [];
  let at = parts[0]!.length;
  const add = (part: Buffer) => {
    parts.push(part);
    at += part.length;
  };
  const count = objects.length + objects.filter((o) => typeof o !== 'string').length * (options.indirectLength ? 1 : 0);
  let extra = objects.length;
  objects.forEach((object, i) => {
    offsets.push(at);
    if (typeof object === 'string') return add(latin1(`${i + 1} 0 obj\n${object}\nendobj\n`));
    const length = options.indirectLength ? `${(extra += 1)} 0 R` : String(object.data.length);
    if (options.indirectLength) lengths.push(object.data.length);
    add(Buffer.concat([latin1(`${i + 1} 0 obj\n<<${object.dict}/Length ${length}>>\nstream\n`), object.data, latin1('\nendstream\nendobj\n')]));
  });
  lengths.forEach((length, i) => {
    offsets.push(at);
    add(latin1(`${objects.length + i + 1} 0 obj\n${length}\nendobj\n`));
  });
  const xref = at;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  add(latin1(`xref\n0 ${count + 1}\n0000000000 65535 f \n${rows}trailer\n<</Size ${count + 1}/Root ${options.root ?? 1} 0 R>>\nstartxref\n${xref}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/**
 * A one-page PDF whose catalog sits in an object stream encoded with `filters` (`dict` adds to the
 * stream's dictionary): the shape of the audit's findings, and of a plain file when `catalog` is.
 */
export function objectStreamPdf(catalog: string, filters: readonly TestFilter[], options: { dict?: string; data?: Buffer; indirectLength?: boolean } = {}): Buffer {
  const objects = `2 0 3 ${catalog.length + 1} `;
  const content = latin1(`${objects}${catalog}\n<</Type/Pages/Kids[]/Count 0>>`);
  return pdfFile([{ dict: `/Type/ObjStm/N 2/First ${objects.length}${filterEntry(filters)}${options.dict ?? ''}`, data: options.data ?? encode(content, filters) }], { ...options, root: 2 });
}

/** The audit's reproduction of a decompression bomb: 63 MB of zeros in one Flate stream, 64 kB on disk. */
export function flateBombPdf(): Buffer {
  const zeros = deflateSync(Buffer.alloc(63 * 2 ** 20), { level: 9 });
  return Buffer.concat([latin1(`%PDF-1.4\n1 0 obj\n<< /Length ${zeros.length} /Filter /FlateDecode >>\nstream\n`), zeros, latin1('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')]);
}

/** Bytes that look random (a fixed seed, so every run is alike), as compressed pixels and font tables do. */
function noise(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

/** `bytes` with `/JS ` and `/AA>` written in: binary data spells such names by chance about once in 11 MB. */
const withChanceNames = (bytes: Buffer): Buffer => Buffer.concat([bytes.subarray(0, 100), latin1('/JS '), bytes.subarray(100, 200), latin1('/AA>'), bytes.subarray(200)]);

/** Rows of a cross-reference stream (`/W [1 4 2]`) under the PNG Up predictor, as writers store them. */
function xrefRows(rows: [number, number, number][]): Buffer {
  const raw = rows.map(([type, field, index]) => {
    const row = Buffer.alloc(7);
    row.writeUInt8(type, 0);
    row.writeUInt32BE(field, 1);
    row.writeUInt16BE(index, 5);
    return row;
  });
  return Buffer.concat(raw.map((row, r) => Buffer.concat([Buffer.from([2]), Buffer.from(row.map((byte, i) => (byte - (r > 0 ? raw[r - 1]![i]! : 0)) & 0xff))])));
}

/**
 * A menu as a current writer saves it (PDF 1.7, compressed object streams): the catalog, pages,
 * fonts and info in a Flate object stream, a Flate content stream, a JPEG photo (DCTDecode), a
 * PNG-like picture (Flate with a predictor), an embedded TrueType font program, XMP metadata, and a
 * cross-reference stream. Its pixels and font tables spell `/JS` and `/AA` by chance.
 */
export function writerPdf(): Buffer {
  const content = latin1('q 400 0 0 300 100 400 cm /Im1 Do Q q 100 0 0 100 100 250 cm /Im2 Do Q\nBT /F1 28 Tf 100 720 Td (Cocktails & Small Plates) Tj ET\nBT /F1 14 Tf 100 200 Td (Negroni  AED 65) Tj ET\n');
  const font = withChanceNames(noise(40_000, 7));
  const pixels = (width: number, height: number) => Buffer.concat(Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.from([1]), noise(width * 3, y + 11)])));
  const photo = Buffer.concat([jpegBytes(400, 300).subarray(0, -2), withChanceNames(noise(60_000, 3)), Buffer.from([0xff, 0xd9])]);
  const metadata = latin1('<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>\n<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>\n<?xpacket end="w"?>');
  const widths = Array.from({ length: 95 }, (_, i) => 500 + (i % 7) * 25).join(' ');
  // Objects 2–7 live in the object stream (object 1); 8–12 are streams of their own; 13 is the cross-reference stream.
  const packed = [
    '<</Type/Catalog/Pages 3 0 R/Metadata 12 0 R/Lang(en-GB)/ViewerPreferences<</DisplayDocTitle true>>>>',
    '<</Type/Pages/Kids[4 0 R]/Count 1>>',
    '<</Type/Page/Parent 3 0 R/MediaBox[0 0 595.28 841.89]/Contents 8 0 R/Resources<</Font<</F1 5 0 R>>/XObject<</Im1 9 0 R/Im2 10 0 R>>/ProcSet[/PDF/Text/ImageC]>>/Group<</S/Transparency/CS/DeviceRGB>>>>',
    `<</Type/Font/Subtype/TrueType/BaseFont/ABCDEF+MenuSans/FirstChar 32/LastChar 126/Widths[${widths}]/FontDescriptor 6 0 R/Encoding/WinAnsiEncoding>>`,
    '<</Type/FontDescriptor/FontName/ABCDEF+MenuSans/Flags 32/FontBBox[-550 -300 1200 1000]/ItalicAngle 0/Ascent 900/Descent -250/CapHeight 700/StemV 80/FontFile2 11 0 R>>',
    '<</Producer(Venue test writer 1.0)/Creator(Menu designer)/Title(Menu)/CreationDate(D:20250101120000Z)>>',
  ];
  let offset = 0;
  const index = packed.map((object, i) => {
    const entry = `${i + 2} ${offset}`;
    offset += object.length + 1;
    return entry;
  });
  const head = `${index.join(' ')}\n`;
  const objectStream = deflateSync(latin1(head + packed.join('\n')));
  const streams: [number, string, Buffer][] = [
    [1, `/Type/ObjStm/N ${packed.length}/First ${head.length}/Filter/FlateDecode`, objectStream],
    [8, '/Filter/FlateDecode', deflateSync(content)],
    [9, '/Type/XObject/Subtype/Image/Width 400/Height 300/ColorSpace/DeviceRGB/BitsPerComponent 8/Filter/DCTDecode', photo],
    [10, '/Type/XObject/Subtype/Image/Width 64/Height 64/ColorSpace/DeviceRGB/BitsPerComponent 8/Filter/FlateDecode/DecodeParms<</Predictor 15/Colors 3/Columns 64>>', deflateSync(pixels(64, 64))],
    [11, `/Length1 ${font.length}/Filter/FlateDecode`, deflateSync(font)],
    [12, '/Type/Metadata/Subtype/XML', metadata],
  ];
  const parts: Buffer[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let at = parts[0]!.length;
  const offsets = new Map<number, number>();
  for (const [number, dict, data] of streams) {
    offsets.set(number, at);
    const part = Buffer.concat([latin1(`${number} 0 obj\n<<${dict}/Length ${data.length}>>\nstream\n`), data, latin1('\nendstream\nendobj\n')]);
    parts.push(part);
    at += part.length;
  }
  const rows: [number, number, number][] = [[0, 0, 65535]];
  for (let number = 1; number <= 13; number += 1) {
    if (number >= 2 && number <= 7) rows.push([2, 1, number - 2]);
    else rows.push([1, number === 13 ? at : offsets.get(number)!, 0]);
  }
  const xref = deflateSync(xrefRows(rows));
  const id = '<9f86d081884c7d659a2feaa0c55ad015>';
  parts.push(latin1(`13 0 obj\n<</Type/XRef/Size 14/W[1 4 2]/Root 2 0 R/Info 7 0 R/ID[${id}${id}]/Filter/FlateDecode/DecodeParms<</Columns 7/Predictor 12>>/Length ${xref.length}>>\nstream\n`), xref, latin1(`\nendstream\nendobj\nstartxref\n${at}\n%%EOF\n`));
  return Buffer.concat(parts);
}
