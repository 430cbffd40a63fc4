/** A cell's value before it is written: text, a number, or nothing (an empty cell). */
export type CellValue = string | number | null | undefined;

// A semicolon or a tab is quoted too: a spreadsheet set to split on it would otherwise start a new cell
// there, and a formula after it (`Zed;=1+1`) would run.
const QUOTED = /[",;\t\r\n]/;
/** Text a spreadsheet would run as a formula (CWE-1236): it gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field: quoted when it holds a comma, a double quote, CR or LF (or a semicolon or tab, the
 * separators of other locales' spreadsheets), with its double quotes
 * doubled. Text starting with `=`, `+`, `-`, `@`, tab or CR is prefixed with `'` so that a spreadsheet
 * shows it instead of evaluating it; numbers are written as they are.
 */
export function csvField(value: CellValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return QUOTED.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, ended by CRLF. */
export const csvRecord = (values: readonly CellValue[]): string => `${values.map(csvField).join(',')}\r\n`;
