import type { z } from 'zod';
import type { FormField } from './FormField.ts';

/** A form's start values: a number may start empty (the schema then says "… is required"). */
export type FormStart<Values> = { [K in keyof Values]: number extends Values[K] ? Values[K] | undefined : Values[K] };

/**
 * One form of an area (add or edit): the domain schema it is checked by, its fields and its start
 * values. Values and the saved shape both come from the schema; build it with `formSpec`.
 */
export interface FormSpec<Parsed, Source = void> {
  schema: z.ZodType<Parsed>;
  // The values' type is checked where the spec is built (formSpec) and not needed past it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  fields: readonly FormField<any>[];
  initial: (source: Source) => unknown;
  /** Start values only the server knows (e.g. a new event's address), laid over `initial` before the form shows. */
  prefill?: () => Promise<object>;
  /** The submit button; "Save" unless the spec names it (e.g. "Add Host"). */
  submitLabel?: string;
}

/** A form spec whose fields and start values are checked against `schema`'s input. */
export function formSpec<Schema extends z.ZodType<object>, Source = void>(
  schema: Schema,
  spec: { fields: readonly FormField<z.input<Schema>>[]; initial: (source: Source) => FormStart<z.input<Schema>>; prefill?: () => Promise<Partial<z.input<Schema>>>; submitLabel?: string },
): FormSpec<z.output<Schema>, Source> {
  return { schema: schema as unknown as z.ZodType<z.output<Schema>>, ...spec };
}
