import type { Pacer } from './pacer.ts';
import { isWhite } from './pdf-syntax.ts';

/** A stream this check cannot unpack (an unknown or broken filter, odd parameters): refused, never let through. */
export class Undecodable extends Error {}

/** The unpacking budget of one file ran out. */
export class OverBudget extends Error {}

/** What one file may still unpack, shared by all its streams. */
export class UnpackBudget {
  constructor(public left: number) {}

  /** Counts `bytes` more, or throws OverBudget. */
  take(bytes: number): void {
    if (bytes > this.left) throw new OverBudget();
    this.left -= bytes;
  }
}

/** A growing output that may not grow past what the budget has left; done() counts it. */
class Output {
  private buffer = Buffer.alloc(4096);
  length = 0;

  constructor(private readonly budget: UnpackBudget) {}

  push(byte: number): void {
    if (this.length === this.buffer.length) this.grow(1);
    this.buffer[this.length++] = byte;
  }

  pushBytes(bytes: Uint8Array): void {
    if (this.length + bytes.length > this.buffer.length) this.grow(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  repeat(byte: number, count: number): void {
    if (this.length + count > this.buffer.length) this.grow(count);
    this.buffer.fill(byte, this.length, this.length + count);
    this.length += count;
  }

  done(): Buffer {
    this.budget.take(this.length);
    return this.buffer.subarray(0, this.length);
  }

  private grow(more: number): void {
    const needed = this.length + more;
    if (needed > this.budget.left) throw new OverBudget();
    const next = Buffer.alloc(Math.min(Math.max(this.buffer.length * 2, needed), this.budget.left));
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }
}

/** Decoders let other requests have a turn (see Pacer) every this many input bytes. */
export const PACE_BYTES = 4096;

/**
 * Each decoder insists on its filter's end mark (or Flate's last block): data that stops short of
 * it may have been cut at an `endstream` inside it, with the rest unread.
 */
const cutShort = () => new Undecodable();

/** ASCIIHexDecode (§7.4.2): pairs of hex digits up to `>`; other characters are skipped, as readers do. */
export async function asciiHex(data: Buffer, budget: UnpackBudget, pacer: Pacer): Promise<Buffer> {
  const out = new Output(budget);
  let high = -1;
  let ended = false;
  for (let at = 0; at < data.length; at += 1) {
    if (at % PACE_BYTES === 0) await pacer.turn();
    const c = data[at]!;
    if ((ended = c === 0x3e)) break;
    const digit = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else {
      out.push((high << 4) | digit);
      high = -1;
    }
  }
  if (!ended) throw cutShort();
  if (high >= 0) out.push(high << 4);
  return out.done();
}


/** ASCII85Decode (§7.4.3): groups of five characters from `!` to `u` make four bytes, `z` four zeros, `~>` ends. */
export async function ascii85(data: Buffer, budget: UnpackBudget, pacer: Pacer): Promise<Buffer> {
  const out = new Output(budget);
  const group: number[] = [];
  const flush = () => {
    let value = 0;
    for (let i = 0; i < 5; i += 1) value = value * 85 + (group[i] ?? 84);
    for (let i = 0; i < group.length - 1; i += 1) out.push((value >>> (24 - 8 * i)) & 0xff);
    group.length = 0;
  };
  let ended = false;
  for (let at = 0; at < data.length; at += 1) {
    if (at % PACE_BYTES === 0) await pacer.turn();
    const c = data[at]!;
    if ((ended = c === 0x7e)) break;
    if (isWhite(c)) continue;
    if (c === 0x7a && group.length === 0) out.repeat(0, 4);
    else if (c < 0x21 || c > 0x75) throw new Undecodable();
    else if (group.push(c - 0x21) === 5) flush();
  }
  if (!ended) throw cutShort();
  if (group.length === 1) throw new Undecodable();
  if (group.length > 0) flush();
  return out.done();
}

/** RunLengthDecode (§7.4.5): a length byte, then that many bytes plus one, or one byte repeated 257 − length times. */
export async function runLength(data: Buffer, budget: UnpackBudget, pacer: Pacer): Promise<Buffer> {
  const out = new Output(budget);
  for (let at = 0, paced = 0; at < data.length; ) {
    if (at - paced >= PACE_BYTES) {
      paced = at;
      await pacer.turn();
    }
    const length = data[at]!;
    if (length === 128) return out.done();
    if (at + 2 + (length < 128 ? length : 0) > data.length) break;
    if (length < 128) {
      out.pushBytes(data.subarray(at + 1, at + 2 + length));
      at += 2 + length;
    } else {
      out.repeat(data[at + 1]!, 257 - length);
      at += 2;
    }
  }
  throw cutShort();
}

/** LZWDecode (§7.4.4): 9- to 12-bit codes, 256 clears the table, 257 ends; `EarlyChange` (default 1) widens codes one early. */
export async function lzw(data: Buffer, budget: UnpackBudget, pacer: Pacer, earlyChange: number): Promise<Buffer> {
  const out = new Output(budget);
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Uint16Array(4096);
  for (let i = 0; i < 256; i += 1) {
    suffix[i] = i;
    length[i] = 1;
  }
  const scratch = new Uint8Array(4096);
  /** Writes entry `code` and returns its first byte. */
  const emit = (code: number): number => {
    const size = length[code]!;
    for (let i = size - 1, c = code; i >= 0; i -= 1, c = prefix[c]!) scratch[i] = suffix[c]!;
    out.pushBytes(scratch.subarray(0, size));
    return scratch[0]!;
  };
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let held = 0;
  for (let at = 0; at < data.length; at += 1) {
    if (at % PACE_BYTES === 0) await pacer.turn();
    held = ((held << 8) | data[at]!) & 0xffffff;
    bits += 8;
    while (bits >= width) {
      const code = (held >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      if (code === 257) return out.done();
      if (code === 256) {
        [next, width, previous] = [258, 9, -1];
        continue;
      }
      let first: number;
      if (code < next) first = emit(code);
      else if (code === next && previous >= 0) {
        // The entry being defined: the previous one and its own first byte.
        first = emit(previous);
        out.push(first);
      } else throw new Undecodable();
      if (previous >= 0 && next < 4096) {
        prefix[next] = previous;
        suffix[next] = first;
        length[next] = length[previous]! + 1;
        next += 1;
      }
      previous = code;
      if (next + earlyChange >= 1 << width && width < 12) width += 1;
    }
  }
  throw cutShort();
}
