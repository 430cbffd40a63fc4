import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bookTable, makeCategory, makeRecord, makeSection, makeTable } from '../support/floor.ts';
import { manualClock } from '../support/manual-clock.ts';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack({ api: { config: { clock: manualClock('2027-03-01T20:00:00Z') } } });
let section: { _id: string; name: string };
let category: { _id: string; name: string };
let table: { _id: string; name: string };

beforeAll(async () => {
  section = await makeSection(cli.stack.api, 'Terrace');
  category = await makeCategory(cli.stack.api, 'Silver');
  await makeRecord(cli.stack.api, category._id, '2027-03-02', '2027-03-04', 800);
  table = await makeTable(cli.stack.api, { sectionId: section._id, categoryId: category._id }, 'T-9');
  await bookTable(cli.stack.api, table._id, '2027-03-03');
});

describe('venue sections', () => {
  it('lists, refuses to delete a section with live tables (6), switches status', async () => {
    const list = await venue(['sections', 'list', '--json'], cli.as);
    expect(JSON.parse(list.stdout)).toMatchObject({ count: 1, items: [{ id: section._id, name: 'Terrace', status: 'ACTIVE' }] });
    const refused = await venue(['sections', 'delete', section._id, '--yes'], cli.as);
    expect(refused.code).toBe(6);
    expect(refused.stderr).toContain('This section still has tables');
    const off = await venue(['sections', 'set-status', section._id, 'inactive', '--json'], cli.as);
    expect(off.code).toBe(0);
    expect(JSON.parse(off.stdout)).toMatchObject({ status: 'INACTIVE' });
  });
});

describe('venue categories', () => {
  it('lists with table count and current price; get --json', async () => {
    const list = await venue(['categories', 'list'], cli.as);
    expect(list.stdout.trim().split('\t').slice(0, 6)).toEqual(['1', category._id, 'Silver', '1', 'AED 800', 'Off']);
    const one = await venue(['categories', 'get', category._id, '--json'], cli.as);
    expect(JSON.parse(one.stdout)).toMatchObject({ id: category._id, tableCount: 1, price: 800 });
  });

  it('add-record adds a record; §5 messages and overlaps exit 6; records lists them', async () => {
    const added = await venue(['categories', 'add-record', category._id, '--from', '2027-03-05', '--to', '2027-03-08', '--price', '950', '--json'], cli.as);
    expect(added.code).toBe(0);
    expect(JSON.parse(added.stdout)).toMatchObject({ fromDate: '2027-03-05', toDate: '2027-03-08', days: 3, price: 950 });
    expect(added.stderr).toContain('Category record created successfully');
    const past = await venue(['categories', 'add-record', category._id, '--from', '2027-03-01', '--to', '2027-03-02', '--price', '5'], cli.as);
    expect([past.code, past.stderr.trim()]).toEqual([6, 'venue: From Date cannot be in the past']);
    const overlap = await venue(['categories', 'add-record', category._id, '--from', '2027-03-08', '--to', '2027-03-09', '--price', '5'], cli.as);
    expect(overlap.code).toBe(6);
    expect(overlap.stderr).toContain('overlap');
    const records = await venue(['categories', 'records', category._id, '--json'], cli.as);
    expect(JSON.parse(records.stdout)).toMatchObject({ count: 2, items: [{ fromDate: '2027-03-05', price: 950 }, { fromDate: '2027-03-02', price: 800 }] });
  });

  it('list --status and tables list --status take the area’s status names, derived from the list document; another word is 6', async () => {
    for (const area of ['categories', 'tables']) {
      const active = await venue([area, 'list', '--status', 'active', '--json'], cli.as);
      expect(JSON.parse(active.stdout)).toMatchObject({ count: 1 });
      const inactive = await venue([area, 'list', '--status', 'inactive', '--json'], cli.as);
      expect(JSON.parse(inactive.stdout)).toMatchObject({ count: 0, items: [] });
      const bad = await venue([area, 'list', '--status', 'blocked'], cli.as);
      expect([bad.code, bad.stderr.trim()]).toEqual([6, 'venue: Status must be "active" or "inactive"']);
      expect((await venue([area, 'list', '--help'], cli.as)).stdout).toContain('--status <active|inactive>');
    }
  });

  it('set-auto-renewal on|off; anything else is invalid input (6)', async () => {
    const on = await venue(['categories', 'set-auto-renewal', category._id, 'on', '--json'], cli.as);
    expect(on.code).toBe(0);
    expect(JSON.parse(on.stdout)).toMatchObject({ autoRenewal: true });
    const bad = await venue(['categories', 'set-auto-renewal', category._id, 'maybe'], cli.as);
    expect([bad.code, bad.stderr.trim()]).toEqual([6, 'venue: Auto-renewal must be "on" or "off"']);
  });
});

describe('venue tables', () => {
  it('list --date shows that day\'s price and booking status; a bad date is invalid input (6)', async () => {
    const today = await venue(['tables', 'list', '--json'], cli.as);
    expect(JSON.parse(today.stdout).items[0]).toMatchObject({ name: 'T-9', date: '2027-03-02', price: 800, bookingStatus: 'AVAILABLE', section: { name: 'Terrace' }, category: { name: 'Silver' } });
    const booked = await venue(['tables', 'list', '--date', '2027-03-03'], cli.as);
    expect(booked.stdout.trim().split('\t').slice(2, 8)).toEqual(['T-9', '6', 'Terrace', 'Silver', 'AED 800', 'Booked']);
    const bad = await venue(['tables', 'list', '--date', '3/3/2027'], cli.as);
    expect([bad.code, bad.stderr.trim()]).toEqual([6, 'venue: Date must be a date (YYYY-MM-DD)']);
    // One table reads the same way (REST and GraphQL take its day too).
    const one = await venue(['tables', 'get', table._id, '--date', '2027-03-03', '--json'], cli.as);
    expect(JSON.parse(one.stdout)).toMatchObject({ id: table._id, date: '2027-03-03', price: 800, bookingStatus: 'BOOKED' });
    const badOne = await venue(['tables', 'get', table._id, '--date', '3/3/2027'], cli.as);
    expect([badOne.code, badOne.stderr.trim()]).toEqual([6, 'venue: Date must be a date (YYYY-MM-DD)']);
  });

  it('get, set-status, delete and restore', async () => {
    expect(JSON.parse((await venue(['tables', 'get', table._id, '--json'], cli.as)).stdout)).toMatchObject({ id: table._id, inclusions: ['Bottle of water'] });
    expect((await venue(['tables', 'set-status', table._id, 'inactive'], cli.as)).stderr).toContain('Table status updated successfully');
    // Booked on 3 March, from today on: its delete is refused with the API's reason.
    const refused = await venue(['tables', 'delete', table._id, '--yes'], cli.as);
    expect([refused.code, refused.stderr.trim()]).toEqual([6, 'venue: This table is booked or held on 1 day from today on (the first Mar 03, 2027) and cannot be deleted']);
    const free = await makeTable(cli.stack.api, { sectionId: section._id, categoryId: category._id }, 'T-10');
    expect((await venue(['tables', 'set-status', free._id, 'inactive'], cli.as)).stderr).toContain('Table status updated successfully');
    expect((await venue(['tables', 'delete', free._id, '--yes'], cli.as)).stderr).toContain('Table deleted successfully');
    const restored = await venue(['tables', 'restore', free._id, '--json'], cli.as);
    expect(restored.code).toBe(0);
    expect(JSON.parse(restored.stdout)).toMatchObject({ id: free._id, status: 'INACTIVE' });
  });

  it('feature and unfeature, from the declared toggle', async () => {
    const on = await venue(['tables', 'feature', table._id, '--json'], cli.as);
    expect([on.code, on.stderr]).toEqual([0, expect.stringContaining('Table featured successfully')]);
    expect(JSON.parse(on.stdout)).toMatchObject({ id: table._id, isFeatured: true });
    const off = await venue(['tables', 'unfeature', table._id], cli.as);
    expect([off.code, off.stderr]).toEqual([0, expect.stringContaining('Table unfeatured successfully')]);
  });
});
