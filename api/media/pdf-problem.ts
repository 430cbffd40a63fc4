import { MAX_PDF_STREAMS, MAX_PDF_UNPACKED_BYTES } from '#domain/limits';
import { MEDIA_MESSAGES } from '#domain/schemas/media';
import { Pacer } from './pacer.ts';
import { OverBudget, Undecodable, UnpackBudget } from './pdf-decoders.ts';
import { filtersOf, IMAGE_FILTERS, unpack } from './pdf-filters.ts';
import { pdfStreams, type PdfStream } from './pdf-streams.ts';
import { nameOf } from './pdf-syntax.ts';

// Names that run something, act on opening, submit data or carry files (ISO 32000 §12.6, §12.7, §7.11).
const ACTIVE_NAMES = ['JavaScript', 'JS', 'OpenAction', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA', 'SubmitForm', 'ImportData', 'GoToR'];
const ACTIVE = new RegExp(`/(?:${ACTIVE_NAMES.join('|')})(?![A-Za-z0-9])`);
// The same, and `/Encrypt`: an encrypted file's streams cannot be read without its key (§7.6), so nothing in them could be checked.
const ACTIVE_OR_ENCRYPTED = new RegExp(`/(?:Encrypt|${ACTIVE_NAMES.join('|')})(?![A-Za-z0-9])`);
// The end of an object header (`12 0 obj`, maybe with comments between): what a reader jumps to from the cross-reference table.
const OBJECT_HEADER = /[0-9\0\t\n\f\r ]obj(?![^\0\t\n\f\r ()<>[\]{}/%])/;

// Signatures of a ZIP (and so of Office files and JARs): a PDF reader skips them, an unzipper opens them.
const FOREIGN_SIGNATURES = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1'), Buffer.from('PK\x01\x02', 'latin1')];

/** `%%EOF` must close the file, give or take trailing white space (readers look for it in the last 1 KB). */
const EOF_WINDOW = 1024;

/** Text is scanned a window at a time, so other requests can have a turn between windows. */
const WINDOW = 256 * 1024;
/** Windows overlap by more than the longest escaped name (`/EmbeddedFiles` as `#xx` throughout), so none is cut in two. */
const OVERLAP = 64;

/** Names are compared after `#xx` escapes are undone (`/J#61vaScript` is `/JavaScript`). */
const unescapeNames = (text: string) => text.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The first match of `pattern` (names unescaped) in `bytes` from `from` to `to`, scanned in windows. */
async function firstIn(pattern: RegExp, pacer: Pacer, bytes: Buffer, from = 0, to = bytes.length): Promise<string | undefined> {
  for (let at = from; at < to; at += WINDOW) {
    await pacer.turn();
    const found = pattern.exec(unescapeNames(bytes.toString('latin1', at, Math.min(to, at + WINDOW + OVERLAP))));
    if (found) return found[0];
  }
  return undefined;
}

/** The parts of the file outside stream data, and the data of streams where an object header hides (a reader could be sent there). */
async function objectRegions(pdf: Buffer, text: string, streams: readonly PdfStream[], pacer: Pacer): Promise<[number, number][]> {
  const regions: [number, number][] = [];
  let at = 0;
  for (const stream of streams) {
    await pacer.turn();
    if (OBJECT_HEADER.test(text.slice(stream.start, stream.end))) continue;
    regions.push([at, stream.start]);
    at = stream.end;
  }
  regions.push([at, pdf.length]);
  return regions;
}

/** A stream a reader can take objects from (§7.5.7): the only kind whose unpacked bytes may declare active content besides the file itself. */
const isObjectStream = (stream: PdfStream) => stream.dict.has('N') || stream.dict.has('First') || nameOf(stream.dict.get('Type')) === 'ObjStm';

/** Image data: pixels, never read as PDF, so neither unpacked nor scanned. */
const isImage = (stream: PdfStream) => !isObjectStream(stream) && (nameOf(stream.dict.get('Subtype')) === 'Image' || IMAGE_FILTERS.has(filtersOf(stream.dict).at(-1)?.filter ?? ''));

// A font program (§9.9) is read only as a font: unpacked (to be sure it can be) but not scanned, as its binary tables hold `/JS` and the like by chance.
const FONT_SUBTYPES = new Set(['Type1C', 'CIDFontType0C', 'OpenType']);
const isFontProgram = (stream: PdfStream) =>
  !isObjectStream(stream) && (['Length1', 'Length2', 'Length3'].some((key) => stream.dict.has(key)) || FONT_SUBTYPES.has(nameOf(stream.dict.get('Subtype')) ?? ''));

/** The problem with a PDF's streams: active content, or one that cannot be unpacked within the budget. */
async function streamProblem(pdf: Buffer, streams: readonly PdfStream[], pacer: Pacer): Promise<string | undefined> {
  const budget = new UnpackBudget(MAX_PDF_UNPACKED_BYTES);
  for (const stream of streams) {
    try {
      if (isImage(stream)) continue;
      const unpacked = await unpack(pdf.subarray(stream.start, stream.end), filtersOf(stream.dict), budget, pacer);
      if (!isFontProgram(stream) && (await firstIn(ACTIVE, pacer, unpacked))) return MEDIA_MESSAGES.activePdf;
    } catch (error) {
      if (error instanceof OverBudget) return MEDIA_MESSAGES.unpackedPdfTooLarge;
      if (error instanceof Undecodable) return MEDIA_MESSAGES.undecodablePdf;
      throw error;
    }
  }
  return undefined;
}

// PDFs are checked one at a time: each may hold 32 MB unpacked, and ten can come in one request.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Why a PDF is refused, or undefined when it is a plain document: it must end with `%%EOF`, hold
 * no other file's signature (a polyglot), not be encrypted, and carry no active content in its
 * objects or inside any stream, whatever its filters. A stream that cannot be unpacked, streams
 * unpacking to more than MAX_PDF_UNPACKED_BYTES in all, or more than MAX_PDF_STREAMS streams
 * refuse the file; pictures are not unpacked. Large Flate output is unpacked on zlib's thread
 * pool and the rest of the work lets other requests have a turn every few milliseconds (Pacer).
 * One PDF is checked at a time.
 */
export function pdfProblem(pdf: Buffer): Promise<string | undefined> {
  const checked = queue.then(() => check(pdf));
  queue = checked.catch(() => undefined);
  return checked;
}

async function check(pdf: Buffer): Promise<string | undefined> {
  const tail = pdf.subarray(Math.max(0, pdf.length - EOF_WINDOW)).toString('latin1').trimEnd();
  if (!tail.endsWith('%%EOF')) return MEDIA_MESSAGES.notPlainPdf;
  if (FOREIGN_SIGNATURES.some((signature) => pdf.includes(signature))) return MEDIA_MESSAGES.notPlainPdf;
  const text = pdf.toString('latin1');
  const pacer = new Pacer();
  const streams = await pdfStreams(text, pacer, MAX_PDF_STREAMS);
  if (!streams) return MEDIA_MESSAGES.notPlainPdf;
  if (streams.length > MAX_PDF_STREAMS) return MEDIA_MESSAGES.pdfTooManyStreams;
  for (const [from, to] of await objectRegions(pdf, text, streams, pacer)) {
    const found = await firstIn(ACTIVE_OR_ENCRYPTED, pacer, pdf, from, to);
    if (found) return found === '/Encrypt' ? MEDIA_MESSAGES.encryptedPdf : MEDIA_MESSAGES.activePdf;
  }
  return streamProblem(pdf, streams, pacer);
}
