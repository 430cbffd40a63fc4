import { promisify } from 'node:util';
import { inflate, inflateSync } from 'node:zlib';
import type { Pacer } from './pacer.ts';
import { ascii85, asciiHex, lzw, OverBudget, PACE_BYTES, runLength, Undecodable, type UnpackBudget } from './pdf-decoders.ts';
import { isDict, nameOf, type PdfDict, type PdfValue } from './pdf-syntax.ts';

const inflateAsync = promisify(inflate);

/** Filters whose output is only pixels (ISO 32000 §7.4.8–7.4.10): nothing in them is read as PDF. */
export const IMAGE_FILTERS = new Set(['DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode']);

/** The short names inline images use, which readers also accept on streams. */
const LONG_NAMES: Record<string, string> = { AHx: 'ASCIIHexDecode', A85: 'ASCII85Decode', LZW: 'LZWDecode', Fl: 'FlateDecode', RL: 'RunLengthDecode', DCT: 'DCTDecode', CCF: 'CCITTFaxDecode' };

/** One filter of a stream and its entry of `DecodeParms`. */
export interface StreamFilter {
  filter: string;
  parms: PdfValue | undefined;
}

/** The stream's filters in the order they are undone; an indirect name could say anything, so it is not guessed at. */
export function filtersOf(dict: PdfDict): StreamFilter[] {
  const filter = dict.get('Filter');
  const parms = dict.get('DecodeParms');
  const names = filter === undefined ? [] : Array.isArray(filter) ? filter : [filter];
  const parmList = Array.isArray(parms) ? parms : [parms];
  return names.map((value, i) => {
    const name = nameOf(value);
    if (name === undefined) throw new Undecodable();
    return { filter: LONG_NAMES[name] ?? name, parms: parmList[i] };
  });
}

/** A filter's parameters: a dictionary, or none (absent or `null`); anything else is not guessed at. */
function parmsDict(parms: PdfValue | undefined): PdfDict | undefined {
  if (parms === undefined || (typeof parms === 'object' && 'other' in parms && parms.other === 'null')) return undefined;
  if (!isDict(parms)) throw new Undecodable();
  return parms;
}

/** Reads an integer parameter; anything but a whole number in range (an indirect value, say) is not guessed at. */
function intParm(parms: PdfDict | undefined, key: string, fallback: number, max: number): number {
  const value = parms?.get(key);
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) throw new Undecodable();
  return value;
}

/** The byte a PNG row filter (RFC 2083 §6) restores from the raw byte and its left, upper and upper-left neighbours. */
function pngByte(type: number, raw: number, left: number, up: number, upLeft: number): number {
  if (type === 0) return raw;
  if (type === 1) return raw + left;
  if (type === 2) return raw + up;
  if (type === 3) return raw + ((left + up) >> 1);
  if (type !== 4) throw new Undecodable();
  const p = left + up - upLeft;
  const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  return raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
}

/** Undoes a TIFF (2, 8 bits a component) or PNG (10–15) predictor (§7.4.4.4) after Flate or LZW. */
async function unpredict(data: Buffer, parms: PdfDict | undefined, budget: UnpackBudget, pacer: Pacer): Promise<Buffer> {
  const predictor = intParm(parms, 'Predictor', 1, 15);
  if (predictor === 1) return data;
  const colors = intParm(parms, 'Colors', 1, 32);
  const bpc = intParm(parms, 'BitsPerComponent', 8, 16);
  const columns = intParm(parms, 'Columns', 1, 1 << 24);
  if (![1, 2, 4, 8, 16].includes(bpc) || colors < 1 || columns < 1 || (predictor === 2 && bpc !== 8) || (predictor > 2 && predictor < 10)) throw new Undecodable();
  const pixelBytes = Math.max(1, (colors * bpc) >> 3);
  const rowBytes = Math.ceil((colors * bpc * columns) / 8);
  const stride = predictor === 2 ? rowBytes : rowBytes + 1;
  const rows = predictor === 2 ? Math.ceil(data.length / rowBytes) : Math.floor(data.length / stride);
  budget.take(rows * rowBytes);
  const out = Buffer.alloc(predictor === 2 ? data.length : rows * rowBytes);
  for (let row = 0; row < rows; row += 1) {
    if ((row * stride) % PACE_BYTES < stride) await pacer.turn();
    const from = row * stride + (predictor === 2 ? 0 : 1);
    const at = row * rowBytes;
    const type = predictor === 2 ? 1 : data[row * stride]!;
    for (let i = 0; i < rowBytes && from + i < data.length; i += 1) {
      const left = i >= pixelBytes ? out[at + i - pixelBytes]! : 0;
      const up = row > 0 ? out[at - rowBytes + i]! : 0;
      const upLeft = row > 0 && i >= pixelBytes ? out[at - rowBytes + i - pixelBytes]! : 0;
      out[at + i] = pngByte(type, data[from + i]!, left, up, upLeft) & 0xff;
    }
  }
  return out;
}

/** Output larger than this is unpacked on zlib's thread pool; smaller output costs less than the trip there. */
const SYNC_INFLATE_BYTES = 1024 * 1024;

const inflateOptions = (maxOutputLength: number) => ({ maxOutputLength: Math.max(1, maxOutputLength) });

/** Flate (§7.4.4), to its last block; large output is unpacked off the event loop. */
async function flate(data: Buffer, budget: UnpackBudget): Promise<Buffer> {
  let out: Buffer;
  try {
    try {
      out = inflateSync(data, inflateOptions(Math.min(budget.left, SYNC_INFLATE_BYTES)));
    } catch (error) {
      if (!isTooLarge(error) || budget.left <= SYNC_INFLATE_BYTES) throw error;
      out = await inflateAsync(data, inflateOptions(budget.left));
    }
  } catch (error) {
    throw isTooLarge(error) ? new OverBudget() : new Undecodable();
  }
  budget.take(out.length);
  return out;
}

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';

/**
 * Undoes a stream's filters in order (§7.4): ASCIIHex, ASCII85, RunLength, LZW and Flate with
 * their predictors. Any other filter (an image's, Crypt, an unknown one) throws Undecodable, and
 * all the output together must stay within `budget`.
 */
export async function unpack(data: Buffer, filters: readonly StreamFilter[], budget: UnpackBudget, pacer: Pacer): Promise<Buffer> {
  let bytes = data;
  for (const { filter, parms: given } of filters) {
    await pacer.turn();
    const parms = parmsDict(given);
    if (filter === 'ASCIIHexDecode') bytes = await asciiHex(bytes, budget, pacer);
    else if (filter === 'ASCII85Decode') bytes = await ascii85(bytes, budget, pacer);
    else if (filter === 'RunLengthDecode') bytes = await runLength(bytes, budget, pacer);
    else if (filter === 'LZWDecode') bytes = await unpredict(await lzw(bytes, budget, pacer, intParm(parms, 'EarlyChange', 1, 1)), parms, budget, pacer);
    else if (filter === 'FlateDecode') bytes = await unpredict(await flate(bytes, budget), parms, budget, pacer);
    else throw new Undecodable();
  }
  return bytes;
}
