import { useEffect, useRef, useState } from 'react';

/**
 * A text box whose value is kept in the URL once typing settles (a list's search): `typed` is what
 * the box shows, `type` what it calls on each key; after `delayMs` without a key, `save` writes
 * the trimmed text to the URL. When the URL changes elsewhere (back, forward), the box follows it.
 */
export function useTypedParam(value: string, save: (text: string) => void, delayMs: number) {
  const [typed, setTyped] = useState(value);
  const [seen, setSeen] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The timer calls the latest `save` and compares with the latest value: other filters chosen while typing are kept.
  const latest = useRef({ save, value });
  useEffect(() => {
    latest.current = { save, value };
  });
  if (value !== seen) {
    setSeen(value);
    setTyped(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = (text: string) => {
    setTyped(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (text.trim() !== latest.current.value) latest.current.save(text.trim());
    }, delayMs);
  };
  return { typed, type };
}
