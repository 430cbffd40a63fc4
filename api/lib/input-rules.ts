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

const fieldName = (path: string) => path || 'The request';

function textProblem(text: string, path: string): string | undefined {
  if (CONTROL.test(text)) return `${fieldName(path)} must not contain control characters`;
  // A lone surrogate would be stored as U+FFFD: refused rather than silently changed.
  if (LONE_SURROGATE.test(text)) return `${fieldName(path)} must be valid text`;
  if (text.length > MAX_TEXT_LENGTH) return `${fieldName(path)} must not exceed ${MAX_TEXT_LENGTH} characters`;
  return undefined;
}

/**
 * The first thing in a request's body, query or path that no field of any route accepts, as the
 * 400 message naming the field; undefined when there is none. Nested objects and arrays are
 * walked, their keys included, down to MAX_DEPTH levels; numbers must be finite and exact (safe integers).
 */
export function findBadInput(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return textProblem(value, path);
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))) return `${fieldName(path)} is out of range`;
    return undefined;
  }
  // Named by its top-level field: the full path of the 32nd level says nothing more.
  if (value !== null && typeof value === 'object' && depth >= MAX_DEPTH) return `${fieldName(path.split(/[.[]/)[0] ?? '')} is nested too deeply`;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const problem = findBadInput(item, `${path}[${i}]`, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key, 'A field name') ?? findBadInput(item, path ? `${path}.${key}` : key, depth + 1);
      if (problem) return problem;
    }
  }
  return undefined;
}
