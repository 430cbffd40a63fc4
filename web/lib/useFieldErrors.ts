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
  const errorOf = (field: string): string | undefined => errorAt([field]);
  /**
   * The message of the first issue at `path` or inside it (a row's cell: `['categories', 0, 'price']`),
   * only at `path` itself when `exact`; shown once the field, that value or the form was touched.
   */
  const errorAt = (path: readonly (string | number)[], exact = false): string | undefined => {
    if (result.success || !(submitted || touched.has(String(path[0])) || touched.has(path.join('.')))) return undefined;
    const within = (issue: z.core.$ZodIssue) => (exact ? issue.path.length === path.length : issue.path.length >= path.length) && path.every((key, i) => issue.path[i] === key);
    return result.error.issues.find(within)?.message;
  };
  return {
    errorOf,
    errorAt,
    touch: (field: string) => setTouched((previous) => new Set(previous).add(field)),
    touchAll: () => setSubmitted(true),
    parse: (): z.output<Schema> | undefined => (result.success ? result.data : undefined),
  };
}
