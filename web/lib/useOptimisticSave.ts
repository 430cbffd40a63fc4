import { startTransition, useOptimistic } from 'react';
import { reportError } from './toasts.ts';

/**
 * A value the user changes and the server saves (§4, DESIGN §6): `shown` takes the new value at
 * once while `save` runs; the parent then updates `value`. When the call fails, `shown` falls
 * back to `value` and a toast says why.
 */
export function useOptimisticSave<V>(value: V, save: (next: V) => Promise<unknown>): [shown: V, change: (next: V) => void] {
  const [shown, show] = useOptimistic(value);
  const change = (next: V) =>
    startTransition(async () => {
      show(next);
      try {
        await save(next);
      } catch (error) {
        reportError(error);
      }
    });
  return [shown, change];
}
