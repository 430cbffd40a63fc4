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
 * Where the keys a call does not take are taken instead: key → the call that sets it
 * ("PATCH /api/v1/update/eventTicket"), for a key sent to the wrong call of an area.
 */
export type TakenElsewhere = Readonly<Record<string, string>>;

/** `Unrecognized key: "isBlocked"`, with the call that takes it where a body key is another call's. */
const unknownKey = (key: string, path: Path, elsewhere: TakenElsewhere | undefined): string => {
  const call = path.length === 0 && Object.hasOwn(elsewhere ?? {}, key) ? elsewhere![key] : undefined;
  return call ? `Unrecognized key: "${key}" (it is set with ${call})` : `Unrecognized key: "${key}"`;
};

/**
 * Parses input with a shared schema; a failure is a 400 carrying the first issue's message and,
 * in `errors`, every issue with its path (one per field and path, the first message of each).
 * Keys the body does not take come first, each listed by its own path: a body sent to the wrong
 * call, or with a misspelt key, is told so rather than that a field it did not mean to send is
 * missing ("Status must be 1 (active) or 2 (inactive)" for `{ isBlocked: true }` sent to the status
 * call); `elsewhere` names the call that takes such a key.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown, elsewhere?: TakenElsewhere): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const seen = new Set<string>();
  // The body's own unknown keys first (a body sent to the wrong call); one inside a field keeps its place among that field's problems.
  const bodyKeys = (issue: z.core.$ZodIssue) => Number(issue.code === 'unrecognized_keys' && issue.path.length === 0);
  const unknownFirst = [...result.error.issues].sort((a, b) => bodyKeys(b) - bodyKeys(a));
  const fields = unknownFirst
    .flatMap((issue) => {
      const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
      // Each key by its own path in zod's words; a schema's message of its own is its field's ("metaData must be portrait …" on metaData).
      if (issue.code === 'unrecognized_keys' && /^Unrecognized keys?: /.test(issue.message)) return issue.keys.map((key) => ({ path: [...path, key], message: unknownKey(key, path, elsewhere) }));
      return [{ path, message: messageOf(issue, path) }];
    })
    .filter(({ path }) => !seen.has(path.join('.')) && seen.add(path.join('.')));
  // Several keys the body does not take are named together, as zod names them.
  const first = unknownFirst[0];
  const message = first && bodyKeys(first) && first.code === 'unrecognized_keys' && first.keys.length > 1 ? first.message : (fields[0]?.message ?? 'Invalid input');
  throw new HttpError(400, message, fields);
}
