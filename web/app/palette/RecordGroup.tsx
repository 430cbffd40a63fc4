import { Command } from 'cmdk';
import type { RecordHit, Resource } from '../../lib/resource.ts';
import { pushPage } from './paletteStore.ts';
import type { FoundRecord } from './searchRecords.ts';
import { useRecordSearch } from './useRecordSearch.ts';

/**
 * The record a found one is in its area's own terms, with everything its actions need (switches,
 * links, where it is listed): read by its id where the area has a get, keeping the label it was
 * found by (the search names a record as its area does, and a memory by its event's name, which
 * the picture read alone does not hold); otherwise found by the area's list search, with the typed
 * text and then with the found label's first part (a booking's id, an event's name); the found
 * label stands in when neither finds it.
 */
async function fullHit(resource: Resource, record: FoundRecord, text: string): Promise<RecordHit> {
  const records = resource.records;
  const byId = await records?.hit?.(record.id).catch(() => undefined);
  if (byId) return { ...byId, label: record.label };
  const head = record.label.split(' · ')[0]!;
  for (const asked of new Set([text, head])) {
    const hits = await records?.search(asked).catch(() => []);
    const found = hits?.find((hit) => hit.id === record.id);
    if (found) return found;
  }
  return { id: record.id, label: record.label, isActive: record.active };
}

/**
 * Records of every area the account may see, found by one server search as the user types
 * (shown unfiltered by cmdk): grouped by area, areas in the order of their best match.
 */
export function RecordGroup({ resources, query, limit }: { resources: readonly Resource[]; query: string; limit: number }) {
  const text = query.trim();
  const found = useRecordSearch(text, limit);
  if (!text) return null;
  const byArea = new Map<string, FoundRecord[]>();
  for (const record of found.records) byArea.set(record.area, [...(byArea.get(record.area) ?? []), record]);
  const open = (resource: Resource, record: FoundRecord) => void fullHit(resource, record, text).then((hit) => pushPage({ kind: 'record', resourceKey: resource.key, hit }));
  return (
    <>
      {found.loading && <Command.Loading>Searching…</Command.Loading>}
      {[...byArea].map(([area, records]) => {
        const resource = resources.find((r) => r.key === area);
        if (!resource?.records) return null;
        const { noun, toggleLabels } = resource.records;
        return (
          <Command.Group key={area} heading={resource.label}>
            {records.map((record) => (
              <Command.Item key={record.id} value={`${area}:${record.id}`} onSelect={() => open(resource, record)}>
                {record.label}
                <span className="palette__hint">{noun}{record.active ? '' : ` · ${toggleLabels?.inactive ?? 'inactive'}`}</span>
              </Command.Item>
            ))}
          </Command.Group>
        );
      })}
    </>
  );
}
