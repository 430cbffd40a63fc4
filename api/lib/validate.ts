import type { z } from 'zod';
import { HttpError } from './http-error.ts';

type Path = (string | number)[];

/** What a value of each JSON type is called in a message. */
const KIND: Readonly<Record<string, string>> = {
  boolean: 'true or false',
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  object: 'an object',
  array: 'a list',
};

/** A field's place as a client writes it: `permissions[0].view`. */
const fieldName = (path: Path): string => path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key), '');

/**
 * The message of one issue. A schema's own message (the spec's text, "Role Name is required") is kept;
 * zod's generic one ("Invalid input: expected boolean, received string"), which names neither the field
 * nor what it takes, is said again naming both: "permissions[0].view must be true or false", and for a
 * body that is not an object at all (a JSON list), "The request body must be a JSON object".
 */
function messageOf(issue: z.core.$ZodIssue, path: Path): string {
  if (!/^Invalid input(: expected \w+, received \w+)?$/.test(issue.message)) return issue.message;
  const expected = issue.code === 'invalid_type' ? issue.expected : 'object';
  if (path.length === 0) return 'The request body must be a JSON object';
  const kind = KIND[expected];
  return kind ? `${fieldName(path)} must be ${kind}` : `${fieldName(path)} is not valid`;
}

/**
 * Parses input with a shared schema; a failure is a 400 carrying the first issue's message and,
 * in `errors`, every issue with its path (one per field and path, the first message of each).
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const seen = new Set<string>();
  const fields = result.error.issues
    .map((issue) => {
      const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
      return { path, message: messageOf(issue, path) };
    })
    .filter(({ path }) => !seen.has(path.join('.')) && seen.add(path.join('.')));
  throw new HttpError(400, fields[0]?.message ?? 'Invalid input', fields);
}
