import { useState } from 'react';
import type { z } from 'zod';

/**
 * Field messages from a zod schema, shown only once a field was touched or a submit was tried
 * (§5); `touch` takes a field's name or a nested value's path joined by dots. `parse` returns the
 * parsed values, or undefined when something is invalid.
 */
export function useFieldErrors<Schema extends z.ZodType<object>>(schema: Schema, values: z.input<Schema>) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const result = schema.safeParse(values);
  const errorOf = (field: string): string | undefined => {
    if (result.success || !(submitted || touched.has(field))) return undefined;
    return result.error.issues.find((issue) => issue.path[0] === field)?.message;
  };
  /** The message of one nested value (a row's cell: `['categories', 0, 'price']`), once it or the form was touched. */
  const errorAt = (path: readonly (string | number)[]): string | undefined => {
    if (result.success || !(submitted || touched.has(path.join('.')))) return undefined;
    return result.error.issues.find((issue) => issue.path.length === path.length && issue.path.every((step, i) => step === path[i]))?.message;
  };
  return {
    errorOf,
    errorAt,
    touch: (field: string) => setTouched((previous) => new Set(previous).add(field)),
    touchAll: () => setSubmitted(true),
    parse: (): z.output<Schema> | undefined => (result.success ? result.data : undefined),
  };
}
