import type { Pacer } from './pacer.ts';
import { isDict, isRegular, isWhite, PdfSyntax, type PdfDict } from './pdf-syntax.ts';

/** A stream of the file: its dictionary and where its data lies (`start` to `end`, `endstream` excluded). */
export interface PdfStream {
  dict: PdfDict;
  start: number;
  end: number;
}

const isRegularAt = (text: string, at: number) => isRegular(text.charCodeAt(at));
const isWhiteAt = (text: string, at: number) => isWhite(text.charCodeAt(at));
const ENDSTREAM_AFTER = /[\0\t\n\f\r ]*endstream/y;

/** Whether the `stream` at `at` is the keyword (not the end of `endstream`, not part of a longer word). */
function isStreamKeyword(text: string, at: number): boolean {
  const before = at === 0 ? 0x20 : text.charCodeAt(at - 1);
  return (isWhite(before) || before === 0x3e || before === 0x5d) && !isRegularAt(text, at + 'stream'.length);
}

/** Where the object whose header (`12 0 obj`) comes last between `from` and `before` starts its value, or -1. */
function lastObjectHeader(text: string, from: number, before: number): number {
  for (let at = text.lastIndexOf('obj', before - 3); at >= from; at = at > 0 ? text.lastIndexOf('obj', at - 1) : -1) {
    if (!isRegularAt(text, at + 3) && /\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+$/.test(text.slice(Math.max(from, at - 40), at))) return at + 3;
  }
  return -1;
}

/** Most characters looked at going back from one `stream`: a line or two in any real file. */
const MAX_WALK = 64 * 1024;

/**
 * What comes before a `stream` keyword: the position just after a dictionary's `>>` when only
 * white space separates them (a stream), 'unclear' when a comment lies on the way back to one
 * (the comment may be a string's text, so where the stream starts is unclear) or the way back is
 * longer than MAX_WALK, or 'none'. Counts the characters it looks at in `walked`.
 */
function beforeKeyword(text: string, from: number, keyword: number, walked: { count: number }): number | 'unclear' | 'none' {
  let at = keyword;
  let crossedComment = false;
  for (;;) {
    const stop = at;
    while (at > from && keyword - at <= MAX_WALK && isWhiteAt(text, at - 1)) at -= 1;
    if (at - 2 >= from && text.startsWith('>>', at - 2)) return crossedComment ? 'unclear' : at;
    // Maybe the end of a comment: go back to the `%` that starts it on this line.
    let comment = -1;
    let i = at - 1;
    for (; i >= from; i -= 1) {
      const code = text.charCodeAt(i);
      if (code === 0x0a || code === 0x0d) break;
      if (code === 0x25) comment = i;
      if (keyword - i > MAX_WALK) return 'unclear';
    }
    walked.count += stop - i;
    if (comment < 0) return 'none';
    crossedComment = true;
    at = comment;
  }
}

/** Where a stream's data starts: after spaces and one end of line following the keyword (§7.3.8.1). */
function dataStart(text: string, afterKeyword: number): number {
  let at = afterKeyword;
  while (text[at] === ' ') at += 1;
  if (text.startsWith('\r\n', at)) return at + 2;
  return text[at] === '\n' || text[at] === '\r' ? at + 1 : at;
}

/** Objects that are a bare whole number (`12 0 obj 3456 endobj`), by number: where writers such as TeX keep a `/Length`. */
function integerObjects(text: string): Map<number, number[]> {
  const found = new Map<number, number[]>();
  const pattern = /(?<![0-9])(\d+)[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj[\0\t\n\f\r ]*(\d+)[\0\t\n\f\r ]*endobj/g;
  for (const [, number, value] of text.matchAll(pattern)) found.set(Number(number), [...(found.get(Number(number)) ?? []), Number(value)]);
  return found;
}

/**
 * Where the data ends: after `/Length` bytes when `endstream` follows there (as readers take it,
 * whatever the data holds), the length given directly or by a whole-number object; else at the
 * first `endstream`. Of several lengths that fit, the shortest: data a reader reads further is
 * then either outside every stream (and scanned as it is) or cut short for its filter (and
 * refused). Returns that end and where scanning resumes, or undefined when the stream never ends.
 */
function dataEnd(text: string, dict: PdfDict, start: number, integers: () => Map<number, number[]>): { end: number; resume: number } | undefined {
  const length = dict.get('Length');
  const lengths = typeof length === 'number' ? [length] : length && typeof length === 'object' && 'ref' in length ? (integers().get(length.ref) ?? []) : [];
  for (const candidate of [...lengths].sort((a, b) => a - b)) {
    if (!Number.isInteger(candidate) || candidate < 0 || start + candidate > text.length) continue;
    ENDSTREAM_AFTER.lastIndex = start + candidate;
    if (ENDSTREAM_AFTER.test(text)) return { end: start + candidate, resume: ENDSTREAM_AFTER.lastIndex };
  }
  const end = text.indexOf('endstream', start);
  return end < 0 ? undefined : { end, resume: end + 'endstream'.length };
}

/**
 * The streams of a PDF (given as latin1 text), in file order, each found from its object's header
 * as a reader reads it; the search stops after `limit + 1`. Undefined when a `stream` keyword
 * follows a dictionary that cannot be read or only follows it after a comment, or a stream never
 * ends: such a file is refused rather than half checked.
 */
export async function pdfStreams(text: string, pacer: Pacer, limit: number): Promise<PdfStream[] | undefined> {
  const syntax = new PdfSyntax(text);
  const streams: PdfStream[] = [];
  // Where the search for `stream` goes on, and where the last stream ended (objects are looked for from there).
  let cursor = 0;
  let objectsFrom = 0;
  // Walks back from each `stream` cover a line or two; a file built to make them cover it over and over is refused.
  const walked = { count: 0 };
  let integers: Map<number, number[]> | undefined;
  const integerIndex = () => (integers ??= integerObjects(text));
  for (let steps = 1, walkedThen = 0; ; steps += 1) {
    if (steps % 256 === 0 || walked.count - walkedThen > MAX_WALK) {
      walkedThen = walked.count;
      await pacer.turn();
    }
    const keyword = text.indexOf('stream', cursor);
    if (keyword < 0 || streams.length > limit) return streams;
    if (!isStreamKeyword(text, keyword)) {
      cursor = keyword + 1;
      continue;
    }
    const close = beforeKeyword(text, objectsFrom, keyword, walked);
    if (close === 'unclear' || walked.count > 2 * text.length) return undefined;
    if (close === 'none') {
      // Not after a dictionary: the word is text (in a string or a comment), not a stream.
      cursor = keyword + 'stream'.length;
      continue;
    }
    // The dictionary must be the value of the last object header before it, read up to that `>>`.
    const header = lastObjectHeader(text, objectsFrom, close);
    const object = header < 0 ? undefined : syntax.value(header, close);
    if (!object || !isDict(object.value) || object.end !== close) return undefined;
    const start = dataStart(text, keyword + 'stream'.length);
    const end = dataEnd(text, object.value, start, integerIndex);
    if (!end) return undefined;
    streams.push({ dict: object.value, start, end: end.end });
    cursor = objectsFrom = end.resume;
  }
}
