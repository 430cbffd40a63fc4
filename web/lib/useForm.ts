import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { leftUntouched } from './focusTarget.ts';
import { useFieldErrors, type FormSchema } from './useFieldErrors.ts';
import { useOneSave } from './useOneSave.ts';

/** The fields of `Values` that hold text. */
type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/**
 * A form's values checked by `schema` (§5): `field(name)` wires a text field (value, onChange,
 * onBlur, error); `submit(save, held?)` is the form's onSubmit, which shows every message, sends
 * nothing while invalid or `held()` says so, nor while a save is under way, and stays busy until `save` fails, when the API's
 * problems show under their fields. An edit names the record's `version`: `save` gets it to send as
 * `expectedUpdatedAt`, and `stale` says when the record changed since (see useOneSave).
 */
export function useForm<Schema extends FormSchema, Values extends z.input<Schema> & object>(schema: Schema, initial: Values, version?: string) {
  const [values, setValues] = useState(initial);
  const { busy, run, stale } = useOneSave(version);
  const { errorOf, errorAt, touch, touchAll, parse, showServerErrors } = useFieldErrors(schema, values);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const field = (name: TextKey<Values>) => ({
    value: values[name] as string,
    onChange: (value: string) => set({ [name]: value } as Partial<Values>),
    // A field the console focused on arrival and the user left unused is not counted as visited.
    onBlur: (event?: { target: EventTarget | null }) => {
      if (!leftUntouched(event?.target)) touch(name);
    },
    error: errorOf(name),
  });
  const submit = (save: (parsed: z.output<Schema>, expectedUpdatedAt?: string) => Promise<void>, held?: () => boolean) => async (event: FormEvent) => {
    event.preventDefault();
    touchAll();
    const isHeld = held?.() ?? false;
    const parsed = parse();
    if (!parsed || isHeld) return;
    // One save at a time: Enter pressed again while saving sends nothing more.
    await run((expectedUpdatedAt) => save(parsed, expectedUpdatedAt), showServerErrors);
  };
  return { values, set, field, errorOf, errorAt, touch, busy, stale, submit };
}
