import { useEffect, useEffectEvent, useState } from 'react';

/** The state of one load: `data` once it arrived, `failed` when it did not. */
export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
}

/** Runs `load` whenever `key` changes; older answers are ignored. */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [result, setResult] = useState<{ key: string; data?: T; failed: boolean }>();
  const run = useEffectEvent(load);
  useEffect(() => {
    let current = true;
    run().then(
      (data) => current && setResult({ key, data, failed: false }),
      () => current && setResult({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  if (result?.key !== key) return { data: undefined, loading: true, failed: false };
  return { data: result.data, loading: false, failed: result.failed };
}
