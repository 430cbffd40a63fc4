import { inflateSync } from 'node:zlib';
import { MEDIA_MESSAGES } from '#domain/schemas/media';

// Names that run something, act on opening, submit data or carry files (ISO 32000 §12.6, §12.7, §7.11).
const ACTIVE_NAMES = ['JavaScript', 'JS', 'OpenAction', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA', 'SubmitForm', 'ImportData', 'GoToR'];
const ACTIVE = new RegExp(`/(?:${ACTIVE_NAMES.join('|')})(?![A-Za-z0-9])`);

// Signatures of a ZIP (and so of Office files and JARs): a PDF reader skips them, an unzipper opens them.
const FOREIGN_SIGNATURES = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1'), Buffer.from('PK\x01\x02', 'latin1')];

/** `%%EOF` must close the file, give or take trailing white space (readers look for it in the last 1 KB). */
const EOF_WINDOW = 1024;

// Decompressed streams are scanned too (object streams hide dictionaries); this bounds the work.
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/** Names are compared after `#xx` escapes are undone (`/J#61vaScript` is `/JavaScript`). */
const unescapeNames = (text: string) => text.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The text of every Flate stream, as far as the budget allows; undefined when the budget runs out. */
function inflatedStreams(pdf: Buffer): string[] | undefined {
  const texts: string[] = [];
  let budget = MAX_INFLATED_BYTES;
  const starts = /(?<!end)stream\r?\n/g;
  const source = pdf.toString('latin1');
  for (let match = starts.exec(source); match; match = starts.exec(source)) {
    const begin = match.index + match[0].length;
    const end = source.indexOf('endstream', begin);
    if (end < 0) break;
    try {
      const inflated = inflateSync(pdf.subarray(begin, end), { maxOutputLength: budget });
      budget -= inflated.length;
      texts.push(inflated.toString('latin1'));
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return undefined;
      // Not Flate (an image's DCT data, say): nothing to read inside.
    }
    starts.lastIndex = end;
  }
  return texts;
}

/**
 * Why a PDF is refused, or undefined when it is a plain document: it must end with `%%EOF`, hold
 * no other file's signature (a polyglot), and carry no active content, in its objects or inside
 * its compressed streams.
 */
export function pdfProblem(pdf: Buffer): string | undefined {
  const tail = pdf.subarray(Math.max(0, pdf.length - EOF_WINDOW)).toString('latin1').trimEnd();
  if (!tail.endsWith('%%EOF')) return MEDIA_MESSAGES.notPlainPdf;
  if (FOREIGN_SIGNATURES.some((signature) => pdf.includes(signature))) return MEDIA_MESSAGES.notPlainPdf;
  const streams = inflatedStreams(pdf);
  if (!streams) return MEDIA_MESSAGES.notPlainPdf;
  const texts = [pdf.toString('latin1'), ...streams];
  return texts.some((text) => ACTIVE.test(unescapeNames(text))) ? MEDIA_MESSAGES.activePdf : undefined;
}
