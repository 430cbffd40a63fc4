import { useRef, useState } from 'react';
import { NotifiedError, type FieldProblem } from './toasts.ts';

/**
 * A form's save, one at a time: while one is under way, `run` ignores another (Enter pressed again
 * in a field, a second click before the button shows it is busy), so a create is never sent twice.
 * `busy` shows it; it ends when the save fails (the user corrects and tries again, the API's problems
 * shown under their fields by `showServerErrors`) and stays on success, when the form is left.
 */
export function useOneSave() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (save: () => Promise<void>, showServerErrors: (fields: readonly FieldProblem[]) => void): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await save();
    } catch (error) {
      running.current = false;
      setBusy(false);
      if (error instanceof NotifiedError) showServerErrors(error.fields);
    }
  };
  return { busy, run };
}
