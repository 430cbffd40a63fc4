import { z } from 'zod';

// What shows nothing on screen: white space, controls and format characters (zero-width spaces and
// joiners, direction marks, the BOM), marks with no letter to sit on, the other default-ignorable
// code points (fillers, variation selectors, tags) and the blank braille cell.
const INVISIBLE = /^[\p{White_Space}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** Whether a text shows at least one character. */
export const isVisible = (text: string): boolean => !INVISIBLE.test(text);

// Embeddings, overrides and isolates reorder the text around them, so a name holding one can show
// reversed or disguised text in lists, the palette and exports. The marks LRM, RLM and ALM stay allowed.
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

// Line feed, carriage return and the Unicode line and paragraph separators: what starts a new line.
const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** "<label> must be one line": a name or a mail's subject shown on one line, in lists, the palette and headers. */
export const oneLineMessage = (label: string): string => `${label} must be one line`;

/** Whether a text has no line break in it. */
export const isOneLine = (text: string): boolean => !LINE_BREAK.test(text);

const absent = (input: unknown) => input === undefined || input === null;

/** A text field's type: left out or null is `required`, a number or anything else not text is "<label> must be text". */
export const textOf = (label: string, required = `${label} is required`) =>
  z.string({ error: (issue) => (absent(issue.input) ? required : `${label} must be text`) });

interface TextRules {
  /** The message when it is missing or shows nothing; "<label> is required" unless given. */
  required?: string;
  /** Fewest characters after trimming, with its message (the newsletter's subject and message). */
  min?: { length: number; message: string };
  /** The message past `max`; "<label> must not exceed <max> characters" unless given. */
  tooLong?: string;
}

/**
 * A required text field (§5), trimmed: missing, empty or made only of invisible characters is
 * `required`; longer than `max` is refused; another type is "<label> must be text".
 */
export const requiredText = (label: string, max: number, { required = `${label} is required`, min, tooLong = `${label} must not exceed ${max} characters` }: TextRules = {}) => {
  const trimmed = textOf(label, required).trim();
  const long = min ? trimmed.min(min.length, min.message) : trimmed;
  // Too short already says it when a minimum is given; otherwise an empty text is simply missing.
  return long.refine((text) => (min && text.length < min.length) || isVisible(text), required).max(max, tooLong);
};

/**
 * A name (of a role, a section, a person …): a required text on one line, which may not hold the
 * controls that change the direction of the text around them.
 */
export const nameText = (label: string, max: number, rules?: TextRules) =>
  requiredText(label, max, rules)
    .refine(isOneLine, oneLineMessage(label))
    .refine((text) => !DIRECTION_CONTROL.test(text), `${label} must not contain text-direction controls`);
