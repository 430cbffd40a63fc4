/** A PDF value as far as a stream's dictionary needs it: strings and keywords are kept only as their kind. */
export type PdfValue = number | PdfName | PdfRef | PdfValue[] | PdfDict | { other: string };

/** A name, its `#xx` escapes undone (`/Fl#61teDecode` is `FlateDecode`). */
export interface PdfName {
  name: string;
}

/** An indirect reference (`12 0 R`). */
export interface PdfRef {
  ref: number;
}

/** A dictionary's entries by key (without the slash). */
export type PdfDict = Map<string, PdfValue>;

// The character classes of §7.2.3, by character code.
const WHITE = new Uint8Array(256);
for (const c of '\0\t\n\f\r ') WHITE[c.charCodeAt(0)] = 1;
const DELIMITER = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIMITER[c.charCodeAt(0)] = 1;

/** Whether the character with this code is white space. */
export const isWhite = (code: number): boolean => WHITE[code] === 1;

/** Whether the character with this code is a regular one (neither white space nor a delimiter); NaN (past the end) is not. */
export const isRegular = (code: number): boolean => code >= 0 && !WHITE[code] && !DELIMITER[code];

/** Nesting deeper than this is refused rather than followed (a stream's dictionary needs a handful). */
const MAX_DEPTH = 32;

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)/y;
const REF_TAIL = /[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]+R(?![^\0\t\n\f\r ()<>[\]{}/%])/y;

class SyntaxFault extends Error {}

/**
 * Reads PDF objects from the file's text (latin1, one character a byte) the way a reader does
 * (ISO 32000 §7.2, §7.3), just far enough to know a stream's dictionary.
 */
export class PdfSyntax {
  /** Where the object being read must end by (a read never looks past it). */
  private limit: number;

  constructor(private readonly text: string) {
    this.limit = text.length;
  }

  /** The position after white space and comments from `at`. */
  private skipSpace(at: number): number {
    const { text, limit } = this;
    while (at < limit) {
      const code = text.charCodeAt(at);
      if (isWhite(code)) at += 1;
      else if (code === 0x25) {
        while (at < limit && text[at] !== '\n' && text[at] !== '\r') at += 1;
      } else break;
    }
    return at;
  }

  /**
   * The object starting at `at` (after white space) and the position after it, reading no further
   * than `limit`; undefined when it is not PDF syntax or runs past `limit`.
   */
  value(at: number, limit = this.text.length): { value: PdfValue; end: number } | undefined {
    this.limit = limit;
    try {
      return this.read(this.skipSpace(at), 0);
    } catch (error) {
      if (error instanceof SyntaxFault) return undefined;
      throw error;
    } finally {
      this.limit = this.text.length;
    }
  }

  private read(at: number, depth: number): { value: PdfValue; end: number } {
    if (depth > MAX_DEPTH) throw new SyntaxFault();
    const { text } = this;
    if (at >= this.limit) throw new SyntaxFault();
    const c = text[at];
    if (text.startsWith('<<', at)) return this.dict(at + 2, depth);
    if (c === '[') return this.array(at + 1, depth);
    if (c === '/') return this.name(at + 1);
    if (c === '(') return { value: { other: 'string' }, end: this.literalString(at + 1) };
    if (c === '<') {
      const close = text.indexOf('>', at);
      if (close < 0 || close >= this.limit) throw new SyntaxFault();
      return { value: { other: 'string' }, end: close + 1 };
    }
    NUMBER.lastIndex = at;
    const number = NUMBER.exec(text);
    if (number) {
      const end = at + number[0].length;
      REF_TAIL.lastIndex = end;
      const ref = /^\d+$/.test(number[0]) ? REF_TAIL.exec(text) : null;
      if (ref && end + ref[0].length <= this.limit) return { value: { ref: Number(number[0]) }, end: end + ref[0].length };
      return { value: Number(number[0]), end };
    }
    let end = at;
    while (end < this.limit && isRegular(text.charCodeAt(end))) end += 1;
    if (end === at) throw new SyntaxFault();
    return { value: { other: text.slice(at, end) }, end };
  }

  private dict(at: number, depth: number): { value: PdfDict; end: number } {
    const entries: PdfDict = new Map();
    for (;;) {
      at = this.skipSpace(at);
      if (this.text.startsWith('>>', at) && at + 2 <= this.limit) return { value: entries, end: at + 2 };
      if (this.text[at] !== '/') throw new SyntaxFault();
      const key = this.name(at + 1);
      const item = this.read(this.skipSpace(key.end), depth + 1);
      entries.set(key.value.name, item.value);
      at = item.end;
    }
  }

  private array(at: number, depth: number): { value: PdfValue[]; end: number } {
    const items: PdfValue[] = [];
    for (;;) {
      at = this.skipSpace(at);
      if (at < this.limit && this.text[at] === ']') return { value: items, end: at + 1 };
      const item = this.read(at, depth + 1);
      items.push(item.value);
      at = item.end;
    }
  }

  private name(at: number): { value: PdfName; end: number } {
    let end = at;
    while (end < this.limit && isRegular(this.text.charCodeAt(end))) end += 1;
    const name = this.text.slice(at, end).replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return { value: { name }, end };
  }

  /** The position after a literal string's closing parenthesis (balanced ones nest, `\` escapes one character). */
  private literalString(at: number): number {
    const { text } = this;
    for (let depth = 1; at < this.limit; at += 1) {
      const c = text[at];
      if (c === '\\') at += 1;
      else if (c === '(') depth += 1;
      else if (c === ')' && --depth === 0) return at + 1;
    }
    throw new SyntaxFault();
  }
}

/** The name `value` holds, or undefined. */
export const nameOf = (value: PdfValue | undefined): string | undefined => (value && typeof value === 'object' && 'name' in value ? value.name : undefined);

/** Whether `value` is a dictionary. */
export const isDict = (value: PdfValue | undefined): value is PdfDict => value instanceof Map;
