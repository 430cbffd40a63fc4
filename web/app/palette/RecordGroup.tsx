import { Command } from 'cmdk';
import type { Resource, RecordSource } from '../../lib/resource.ts';
import { useDebounced } from '../../lib/useDebounced.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { pushPage } from './paletteStore.ts';

const DEBOUNCE_MS = 250;

/** Records of one area found by the server as the user types (shown unfiltered by cmdk). */
export function RecordGroup({ resource, records, query, limit }: { resource: Resource; records: RecordSource; query: string; limit: number }) {
  const text = useDebounced(query.trim(), DEBOUNCE_MS);
  const found = useLoad(`${resource.key}:${text}`, () => (text ? records.search(text) : Promise.resolve([])));
  if (!text) return null;
  const hits = (found.data ?? []).slice(0, limit);
  return (
    <Command.Group heading={resource.label}>
      {found.loading && <Command.Loading>Searching {resource.label}…</Command.Loading>}
      {hits.map((hit) => (
        <Command.Item key={hit.id} value={`${resource.key}:${hit.id}`} onSelect={() => pushPage({ kind: 'record', resourceKey: resource.key, hit })}>
          {hit.label}
          <span className="palette__hint">{records.noun}{hit.isActive ? '' : ` · ${records.toggleLabels?.inactive ?? 'inactive'}`}</span>
        </Command.Item>
      ))}
    </Command.Group>
  );
}
