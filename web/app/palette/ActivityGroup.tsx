import { Command } from 'cmdk';
import { useLocation } from 'wouter';
import type { ActivityItem, Resource } from '../../lib/resource.ts';
import { usePolling } from '../../lib/usePolling.ts';
import { closePalette } from './paletteStore.ts';

/** How often work under way is read again while the palette shows it. */
export const ACTIVITY_POLL_MS = 2_000;

/** An area's work under way (a newsletter being sent, with its progress), updated while it lasts; Enter opens the screen following it. */
export function ActivityGroup({ resource, activity }: { resource: Resource; activity: () => Promise<ActivityItem[]> }) {
  const [, navigate] = useLocation();
  const { data } = usePolling(resource.key, activity, ACTIVITY_POLL_MS, (items) => items.length > 0);
  if (!data?.length) return null;
  return (
    <Command.Group heading={`${resource.label}: in progress`}>
      {data.map((item) => (
        <Command.Item key={item.id} value={`activity:${resource.key}:${item.id}`} onSelect={() => (closePalette(), navigate(item.path))}>
          {item.label}
          <span className="palette__hint">{item.detail}</span>
        </Command.Item>
      ))}
    </Command.Group>
  );
}
