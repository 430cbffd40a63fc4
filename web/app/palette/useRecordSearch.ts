import { useEffect, useState } from 'react';
import { searchRecords, type FoundRecord } from './searchRecords.ts';

/** Short: the search is one indexed query, so results can follow the keystrokes (goal: on screen within 100 ms). */
const DEBOUNCE_MS = 40;

type Found = { text: string; records: FoundRecord[] };

/**
 * The records matching `text`, searched as the user types, and whether they are still the answer
 * to an older text. A newer text cancels the call under way and a reply for an older text is
 * dropped, so a slow answer never replaces a newer one.
 */
export function useRecordSearch(text: string, limit: number): { records: FoundRecord[]; loading: boolean } {
  const [found, setFound] = useState<Found>({ text: '', records: [] });
  useEffect(() => {
    if (!text) return;
    const call = new AbortController();
    const timer = setTimeout(() => {
      searchRecords(text, limit, call.signal).then(
        (records) => call.signal.aborted || setFound({ text, records }),
        () => call.signal.aborted || setFound({ text, records: [] }),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      call.abort();
    };
  }, [text, limit]);
  return text ? { records: found.records, loading: found.text !== text } : { records: [], loading: false };
}
