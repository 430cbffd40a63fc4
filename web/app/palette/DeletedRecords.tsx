import { Command } from 'cmdk';
import { bumpDataVersion } from '../../lib/dataVersion.ts';
import type { RecordSource, Resource } from '../../lib/resource.ts';
import { useDebounced } from '../../lib/useDebounced.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { closePalette } from './paletteStore.ts';

const DEBOUNCE_MS = 250;

/** The "Restore {noun}…" page: the area's deleted records matching the search (all, newest first, when empty); Enter restores one. */
export function DeletedRecords({ resource, records, query }: { resource: Resource; records: Required<Pick<RecordSource, 'searchDeleted' | 'restore'>> & RecordSource; query: string }) {
  const text = useDebounced(query.trim(), DEBOUNCE_MS);
  const found = useLoad(`${resource.key}:deleted:${text}`, () => records.searchDeleted(text));
  const restore = async (id: string) => {
    closePalette();
    try {
      await records.restore(id);
    } catch {
      // The request helper has already shown why (e.g. "… is not deleted": restored meanwhile).
    }
    // Either way what is on screen is read again: the record is live now.
    bumpDataVersion();
  };
  return (
    <Command.Group heading={`Deleted ${resource.label}`}>
      {found.loading && <Command.Loading>Searching deleted {resource.label}…</Command.Loading>}
      {(found.data ?? []).map((hit) => (
        <Command.Item key={hit.id} value={`restore:${resource.key}:${hit.id}`} onSelect={() => void restore(hit.id)}>
          Restore {hit.label}
          <span className="palette__hint">{records.noun} · deleted</span>
        </Command.Item>
      ))}
    </Command.Group>
  );
}
