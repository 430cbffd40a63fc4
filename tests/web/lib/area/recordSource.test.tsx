import { expect, test } from 'vitest';
import { eventTicketsArea } from '#domain/areas/event-tickets';
import { recordSource } from '../../../../web/lib/area/recordSource.ts';

const rows = [{ id: 't1', name: 'Gala', isBlocked: false, status: 'ACTIVE' as const }];
const asked: unknown[] = [];
const run = async () => undefined;
const api = {
  list: async (query: unknown) => (asked.push(query), { items: rows, count: rows.length }),
  setBlocked: run,
  setStatus: run,
  restore: run,
};

test("a found record carries the area's own switches; a deleted one, only its restore", async () => {
  const source = recordSource({ declaration: eventTicketsArea, singular: 'Event Ticket', icon: 'ticket', api, nameOf: (row) => row.name, switches: (row) => [{ label: `Deactivate ${row.name}`, run }] });
  const [hit] = await source.search('gal');
  expect(hit).toMatchObject({ id: 't1', label: 'Gala', isActive: true, switches: [{ label: 'Deactivate Gala' }] });
  expect(source.toggleLabels?.deactivate).toBe('Block');
  const [deleted] = await source.searchDeleted!('gal');
  expect(deleted).toEqual({ id: 't1', label: 'Gala', isActive: true });
  expect(asked).toEqual([
    { limit: 20, offset: 0, search: 'gal' },
    { limit: 20, offset: 0, search: 'gal', deleted: true },
  ]);
});
