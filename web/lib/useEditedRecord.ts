import { useEffect, useState } from 'react';
import { focusTarget } from './focusTarget.ts';
import { useLoad } from './useLoad.ts';

/**
 * The record an edit screen works on: loaded once for `id`; `reload` reads it again (after a save
 * refused because someone saved it since) and `round` counts the loads, for the form's key, so the
 * form starts again from the record as now saved, its first field focused (Reload, pressed in the
 * old form, went with it). A failed reload leaves the form as it is and refuses its promise (the
 * request has toasted why; NOT_FOUND when the record was deleted meanwhile), for the stale notice.
 */
export function useEditedRecord<T>(id: string, get: (id: string) => Promise<T>) {
  const loaded = useLoad(id, () => get(id));
  const [fresh, setFresh] = useState<{ id: string; data: T; round: number }>();
  const latest = fresh?.id === id ? fresh : undefined;
  const round = latest?.round ?? 0;
  useEffect(() => {
    if (round > 0) focusTarget()?.focus();
  }, [round]);
  const reload = async () => setFresh({ id, data: await get(id), round: round + 1 });
  return { data: latest ? latest.data : loaded.data, failed: loaded.failed, round, reload };
}
