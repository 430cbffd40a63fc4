import { useEffect, useEffectEvent, useState } from 'react';

/** The state of a polled load: the last answer (kept while the next one is on its way), and whether none came yet. */
export interface Polled<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * Runs `load` when `key` changes, then again every `intervalMs` for as long as `again(answer)` says
 * the answer will change (a campaign still sending); a failed load stops it. Older answers are ignored.
 */
export function usePolling<T>(key: string, load: () => Promise<T>, intervalMs: number, again: (answer: T) => boolean): Polled<T> {
  const [result, setResult] = useState<{ key: string; data?: T; failed: boolean }>();
  const run = useEffectEvent(load);
  const goOn = useEffectEvent(again);
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () =>
      run().then(
        (data) => {
          if (!current) return;
          setResult({ key, data, failed: false });
          if (goOn(data)) timer = setTimeout(tick, intervalMs);
        },
        () => current && setResult((previous) => ({ key, data: previous?.key === key ? previous.data : undefined, failed: true })),
      );
    void tick();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, intervalMs]);
  if (result?.key !== key) return { data: undefined, loading: true, failed: false };
  return { data: result.data, loading: false, failed: result.failed };
}
