import { useState } from 'react';
import type { z } from 'zod';

/**
 * Field messages from a zod schema, shown only once a field was touched or a submit was tried
 * (§5). `parse` returns the parsed values, or undefined when something is invalid.
 */
export function useFieldErrors<Schema extends z.ZodType<object>>(schema: Schema, values: z.input<Schema>) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const result = schema.safeParse(values);
  const errorOf = (field: string): string | undefined => {
    if (result.success || !(submitted || touched.has(field))) return undefined;
    return result.error.issues.find((issue) => issue.path[0] === field)?.message;
  };
  return {
    errorOf,
    touch: (field: string) => setTouched((previous) => new Set(previous).add(field)),
    touchAll: () => setSubmitted(true),
    parse: (): z.output<Schema> | undefined => (result.success ? result.data : undefined),
  };
}
