import { Command } from 'cmdk';
import { useSnapshot } from 'valtio';
import { can } from '#domain/permissions';
import { bumpDataVersion } from '../../lib/dataVersion.ts';
import type { RecordHit, Resource } from '../../lib/resource.ts';
import { askToLeave } from '../../lib/leaveGuard.ts';
import { session } from '../../lib/session.ts';
import { useLocation } from 'wouter';
import { mayJump, mayOpen } from '../access.ts';
import { askDelete, closePalette } from './paletteStore.ts';
import { rememberRecent } from './recents.ts';

const openInNewTab = (href: string) => {
  closePalette();
  window.open(href, '_blank', 'noopener');
};

/** The nested page for one found record: Open, Edit, Show in its list, Activate/Deactivate, Delete (each per §6), its files, and other areas' screens of it. */
export function RecordActions({ resource, hit }: { resource: Resource; hit: RecordHit }) {
  const principal = useSnapshot(session);
  const [, navigate] = useLocation();
  const { records, access } = resource;
  const go = (path: string, recent?: string) => {
    closePalette();
    if (recent) rememberRecent({ label: recent, kind: records?.noun ?? resource.label, path });
    askToLeave(() => navigate(path));
  };
  const mayChange = access !== 'dashboard' && can(principal, access, 'edit');
  const mayDelete = access !== 'dashboard' && can(principal, access, 'del');
  const toggle = async (run: () => Promise<unknown>) => {
    closePalette();
    try {
      await run();
      bumpDataVersion();
    } catch {
      // the request helper has already shown why
    }
  };
  return (
    <Command.Group heading={hit.label}>
      {resource.screens.view && mayOpen(principal, resource, 'view') ? (
        <Command.Item value="open" onSelect={() => go(`${resource.path}/${hit.id}`, hit.label)}>Open</Command.Item>
      ) : (
        hit.path && <Command.Item value="open" onSelect={() => go(hit.path!, hit.label)}>Open</Command.Item>
      )}
      {resource.screens.edit && mayOpen(principal, resource, 'edit') && <Command.Item value="edit" onSelect={() => go(`${resource.path}/${hit.id}/edit`, `Edit ${hit.label}`)}>Edit</Command.Item>}
      {hit.listed && <Command.Item value="show" onSelect={() => go(hit.listed!)}>{`Show in ${resource.label}`}</Command.Item>}
      {records?.setActive && mayChange && (
        <Command.Item value="toggle" onSelect={() => records.setActive && void toggle(() => records.setActive!(hit.id, !hit.isActive))}>{hit.isActive ? (records.toggleLabels?.deactivate ?? 'Deactivate') : (records.toggleLabels?.activate ?? 'Activate')}</Command.Item>
      )}
      {mayChange &&
        hit.switches?.map((item) => (
          <Command.Item key={item.label} value={`switch:${item.label}`} onSelect={() => void toggle(item.run)}>{item.label}</Command.Item>
        ))}
      {records?.remove && mayDelete && <Command.Item value="delete" onSelect={() => askDelete(resource.key, hit)}>Delete</Command.Item>}
      {hit.links?.map((link) => (
        <Command.Item key={link.href} value={`link:${link.label}`} onSelect={() => openInNewTab(link.href)}>{link.label}</Command.Item>
      ))}
      {resource.related?.(hit.id)
        .filter((jump) => mayJump(principal, jump))
        .map((jump) => (
          <Command.Item key={jump.path} value={`jump:${jump.label}`} onSelect={() => go(jump.path)}>{jump.label}</Command.Item>
        ))}
    </Command.Group>
  );
}
