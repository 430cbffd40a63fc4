import { useRef, useState } from 'react';
import { isStaleRefusal, NotifiedError, type FieldProblem } from './toasts.ts';

/**
 * A save refused because the record changed since the form got it (someone else saved it meanwhile):
 * the API's message, `refusal` counting the refusals (each one is announced, the same words or not),
 * and `saveAnyway`, which submits `form` once more without the version, so the values on screen
 * replace the other save.
 */
export interface StaleSave {
  message: string;
  refusal: number;
  saveAnyway: (form: HTMLFormElement | null) => void;
}

/**
 * Reload after a stale save: loads the record as now saved and shows it in a new form. The promise
 * is refused when it cannot (the request has toasted why); a NOT_FOUND refusal means the record is
 * gone ({@link isGone}), which the stale notice running the Reload says instead of a toast.
 */
export type Reload = () => Promise<unknown>;

/** What the stale notice says after Reload found the record gone. */
export const RECORD_GONE = 'This record has been deleted since you opened it: nothing was saved.';

/** A Reload refused because the record is no longer there (deleted since the form got it). */
export const isGone = (error: unknown): boolean => error instanceof NotifiedError && error.code === 'NOT_FOUND';

/** The refusal of a Reload that looked for the record in its list and did not find it there. */
export const goneError = (): NotifiedError => new NotifiedError(RECORD_GONE, 'NOT_FOUND');

/**
 * A form's save, one at a time: while one is under way, `run` ignores another (Enter pressed again
 * in a field, a second click before the button shows it is busy), so a create is never sent twice.
 * `busy` shows it; it ends when the save fails (the user corrects and tries again, the API's problems
 * shown under their fields by `showServerErrors`) and stays on success, when the form is left.
 *
 * An edit names the record's `version` (its updatedAt as loaded): `run` hands it to the save, which
 * sends it as `expectedUpdatedAt`. A save refused because the record changed since sets `stale`; the
 * values stay as typed, and `stale.saveAnyway` sends them again without the version.
 */
export function useOneSave(version?: string) {
  const running = useRef(false);
  const overwriting = useRef(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ message: string; refusal: number }>();
  const run = async (save: (expectedUpdatedAt: string | undefined) => Promise<unknown>, showServerErrors: (fields: readonly FieldProblem[]) => void): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    // The message stays while the next save runs: Save anyway, pressed in it, keeps the focus.
    try {
      await save(overwriting.current ? undefined : version);
      setRefused(undefined);
    } catch (error) {
      running.current = false;
      setBusy(false);
      const stale = isStaleRefusal(error);
      setRefused((last) => (stale ? { message: error.message, refusal: (last?.refusal ?? 0) + 1 } : undefined));
      if (!stale && error instanceof NotifiedError) showServerErrors(error.fields);
    }
  };
  const saveAnyway = (form: HTMLFormElement | null) => {
    // The submit runs at once (its handler starts `run` before any await), so the flag holds for this one save only.
    overwriting.current = true;
    try {
      form?.requestSubmit();
    } finally {
      overwriting.current = false;
    }
  };
  const stale: StaleSave | undefined = refused && { ...refused, saveAnyway };
  return { busy, run, stale };
}
