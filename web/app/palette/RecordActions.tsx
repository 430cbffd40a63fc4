import { Command } from 'cmdk';
import { useSnapshot } from 'valtio';
import type { RecordHit, Resource } from '../../lib/resource.ts';
import { session } from '../../lib/session.ts';
import { recordCommands } from './recordCommands.ts';
import { useCommandRunners } from './useCommandRunners.ts';

/** The nested page for one found record: Open, Edit, Show in its list, Activate/Deactivate, its switches, Delete (each per §6), its files, and other areas' screens of it. */
export function RecordActions({ resource, hit }: { resource: Resource; hit: RecordHit }) {
  const principal = useSnapshot(session);
  const runners = useCommandRunners(resource.records?.noun ?? resource.label);
  return (
    <Command.Group heading={hit.label}>
      {recordCommands(resource, hit, principal, runners).map((command) => (
        <Command.Item key={command.value} value={command.value} onSelect={command.run}>{command.label}</Command.Item>
      ))}
    </Command.Group>
  );
}
