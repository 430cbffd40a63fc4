import type { FieldProblem } from './http-error.ts';

/** Longest text any field takes (every form field has its own, smaller, limit). */
export const MAX_TEXT_LENGTH = 10_000;

// C0 controls other than tab, line feed and carriage return, DEL, and C1 controls: no field holds them,
// and PostgreSQL refuses NUL outright. Matching them is the point of this pattern.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

// With the `u` flag a valid surrogate pair is one code point, so only a lone half matches.
const LONE_SURROGATE = /\p{Cs}/u;

/** Deepest nesting of objects and arrays any route takes (the deepest form nests four); more is refused, never walked. */
export const MAX_DEPTH = 32;

type Path = FieldProblem['path'];

/** A field's place as a client writes it: `permissions[0].view`; the request itself when it is none. */
const fieldName = (path: Path): string =>
  path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key), '') || 'The request';

function textProblem(text: string, name: string): string | undefined {
  if (CONTROL.test(text)) return `${name} must not contain control characters`;
  // A lone surrogate would be stored as U+FFFD: refused rather than silently changed.
  if (LONE_SURROGATE.test(text)) return `${name} must be valid text`;
  if (text.length > MAX_TEXT_LENGTH) return `${name} must not exceed ${MAX_TEXT_LENGTH} characters`;
  return undefined;
}

const problem = (path: Path, message: string | undefined): FieldProblem | undefined => (message === undefined ? undefined : { path, message });

/**
 * The first thing in a request's body, query or path that no field of any route accepts: the 400
 * message naming the field, and the field's path (its keys and indexes, as `errors` lists a field);
 * undefined when there is none. Nested objects and arrays are walked, their keys included (a bad key
 * is named by the object holding it), down to MAX_DEPTH levels; numbers must be finite and exact (safe integers).
 */
export function findBadInput(value: unknown, path: Path = [], depth = 0): FieldProblem | undefined {
  if (typeof value === 'string') return problem(path, textProblem(value, fieldName(path)));
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))) return { path, message: `${fieldName(path)} is out of range` };
    return undefined;
  }
  // Named by its top-level field: the full path of the 32nd level says nothing more.
  if (value !== null && typeof value === 'object' && depth >= MAX_DEPTH) return { path: path.slice(0, 1), message: `${fieldName(path.slice(0, 1))} is nested too deeply` };
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findBadInput(item, [...path, i], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = problem(path, textProblem(key, 'A field name')) ?? findBadInput(item, [...path, key], depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}
