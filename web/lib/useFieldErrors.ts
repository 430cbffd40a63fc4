import { useState } from 'react';
import type { z } from 'zod';
import { afterPress } from './afterPress.ts';
import type { FieldProblem } from './toasts.ts';

/** A form's zod schema, classic or zod/mini (the login screen's): all a form needs of it is its safeParse. */
export type FormSchema = z.core.$ZodType<object> & { safeParse(values: unknown): z.core.util.SafeParseResult<unknown> };

/**
 * Field messages from a zod schema, shown only once a field was touched or a submit was tried
 * (§5), and the API's own messages by field after a refused save; `touch` takes a field's name or a nested value's path joined by dots. `parse` returns the
 * parsed values, or undefined when something is invalid.
 */
export function useFieldErrors<Schema extends FormSchema>(schema: Schema, values: z.input<Schema>) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // The API's problems hold for the values they were sent with; any edit hands the fields back to the schema.
  const [server, setServer] = useState<{ values: unknown; fields: readonly FieldProblem[] }>();
  const serverFields = server?.values === values ? server.fields : [];
  const result = schema.safeParse(values);
  const errorOf = (field: string): string | undefined => errorAt([field]);
  /**
   * The message of the first issue at `path` or inside it (a row's cell: `['categories', 0, 'price']`),
   * only at `path` itself when `exact`; shown once the field, that value or the form was touched.
   */
  const errorAt = (path: readonly (string | number)[], exact = false): string | undefined => {
    const within = (issue: { path: readonly PropertyKey[] }) => (exact ? issue.path.length === path.length : issue.path.length >= path.length) && path.every((key, i) => issue.path[i] === key);
    const fromServer = serverFields.find(within)?.message;
    if (fromServer) return fromServer;
    if (result.success || !(submitted || touched.has(String(path[0])) || touched.has(path.join('.')))) return undefined;
    return result.error.issues.find(within)?.message;
  };
  return {
    errorOf,
    errorAt,
    // A field left for a button shows its message once the button's click landed (see afterPress).
    touch: (field: string) => afterPress(() => setTouched((previous) => new Set(previous).add(field))),
    touchAll: () => setSubmitted(true),
    /** Shows the API's problems (`extensions.fields` of a BAD_USER_INPUT or a CONFLICT) under their fields until the values change. */
    showServerErrors: (fields: readonly FieldProblem[]) => setServer({ values, fields }),
    parse: (): z.output<Schema> | undefined => (result.success ? (result.data as z.output<Schema>) : undefined),
  };
}
