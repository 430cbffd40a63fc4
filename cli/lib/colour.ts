/** ANSI colour for people on a terminal: never in a pipe, and never when NO_COLOR is set (https://no-color.org). */
const CODES = { red: 31, green: 32, yellow: 33, dim: 2 } as const;

/** `text` in `colour` when `stream` (stderr by default) is a terminal and NO_COLOR is unset or empty. */
export function paint(text: string, colour: keyof typeof CODES, stream: NodeJS.WriteStream = process.stderr): string {
  if (!stream.isTTY || process.env['NO_COLOR']) return text;
  return `\x1b[${CODES[colour]}m${text}\x1b[0m`;
}
