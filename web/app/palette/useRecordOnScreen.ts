import { useSnapshot } from 'valtio';
import { dataVersion } from '../../lib/dataVersion.ts';
import type { RecordHit, Resource } from '../../lib/resource.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { resources } from '../registry.ts';

/** The record whose detail or edit screen is open (`/events/42`, `/events/42/edit`). */
function recordAt(location: string): { resource: Resource; id: string; editing: boolean } | undefined {
  for (const resource of resources) {
    if (!resource.screens.view && !resource.screens.edit) continue;
    const found = new RegExp(`^${resource.path}/([^/]+)(/edit)?$`).exec(location);
    const id = found?.[1];
    if (id && id !== 'new' && !(resource.pages ?? []).some((p) => p.segment === id)) return { resource, id: decodeURIComponent(id), editing: !!found[2] };
  }
  return undefined;
}

/** A record as the palette shows it, read by its id; an area without that read finds it among its search's hits. */
async function hitOf(resource: Resource, id: string): Promise<RecordHit | undefined> {
  const records = resource.records;
  if (records?.hit) return records.hit(id);
  return (await records?.search(''))?.find((hit) => hit.id === id);
}

/**
 * The record on screen at `location`, and once read (again after any change from the palette) its
 * hit: its status and switches, for the palette to offer what it offers on a found record.
 */
export function useRecordOnScreen(location: string): { resource: Resource; id: string; editing: boolean; hit?: RecordHit } | undefined {
  const version = useSnapshot(dataVersion).value;
  const here = recordAt(location);
  const { data: hit } = useLoad(here ? `${here.resource.key}:${here.id}:${version}` : '', () => (here ? hitOf(here.resource, here.id).catch(() => undefined) : Promise.resolve(undefined)));
  return here && { ...here, hit };
}
