import { Command } from 'cmdk';
import type { RecordHit, Resource } from '../../lib/resource.ts';
import { pushPage } from './paletteStore.ts';
import type { FoundRecord } from './searchRecords.ts';
import { useRecordSearch } from './useRecordSearch.ts';

/**
 * The record a found one is in its area's own terms: its list search gives the hit with everything
 * its actions need (switches, links, where it is listed); the found label stands in when it is not there.
 */
async function fullHit(resource: Resource, record: FoundRecord, text: string): Promise<RecordHit> {
  const fallback = { id: record.id, label: record.label, isActive: record.active };
  const hits = await resource.records?.search(text).catch(() => []);
  return hits?.find((hit) => hit.id === record.id) ?? fallback;
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
