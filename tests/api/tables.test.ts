import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus } from '#domain/floor/booking-status';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { bookTable, makeCategory, makeRecord, makeSection, makeTable } from '../support/floor.ts';
import { manualClock } from '../support/manual-clock.ts';
import { seedMedia } from '../support/seed-media.ts';

interface Table {
  _id: string;
  name: string;
  tableNo: string | null;
  capacity: number;
  image: string;
  inclusions: string[];
  isFeatured: boolean;
  status: number;
  section: { _id: string; name: string };
  category: { _id: string; name: string };
  date: string;
  price: number | null;
  bookingStatus: number;
}
type Page = { data: Table[]; count: number };

describe.each(backends)('tables on %s', (backend) => {
  let refs: { sectionId: string; categoryId: string };
  const clock = manualClock('2027-03-01T20:00:00Z'); // 2 March in Dubai
  const api = useTestApi(backend, { config: { clock } });
  const call = <T = Table>(method: string, path: string, body?: unknown, query?: Record<string, string | number>) => callApi<T>(api.url, method, path, { token: api.adminToken, body, query });
  const form = async (extra: Record<string, unknown> = {}) => ({ name: 'VIP 1', tableNo: 'A1', capacity: 8, ...refs, inclusions: ['Bottle', 'Fruit platter'], image: await seedMedia(api.db, 'tables'), ...extra });

  beforeAll(async () => {
    const section = await makeSection(api, 'Balcony');
    const category = await makeCategory(api, 'Premium');
    refs = { sectionId: section._id, categoryId: category._id };
    await makeRecord(api, category._id, '2027-03-02', '2027-03-04', 1500);
    await makeRecord(api, category._id, '2027-03-05', '2027-03-06', 1800);
  });
  afterEach(() => clock.set('2027-03-01T20:00:00Z'));

  it('creates a table and answers with its section, category, price and booking status of today', async () => {
    const body = await form();
    const created = await call('post', '/create/table', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Table created successfully',
      data: { name: 'VIP 1', tableNo: 'A1', capacity: 8, image: body.image, inclusions: ['Bottle', 'Fruit platter'], isFeatured: false, status: 1, section: { _id: refs.sectionId, name: 'Balcony' }, category: { _id: refs.categoryId, name: 'Premium' }, date: '2027-03-02', price: 1500, bookingStatus: 1 },
    });
    expect((await call('get', `/get/table/${created.body.data!._id}`)).body).toEqual({ status: true, message: 'Table fetched successfully', data: created.body.data });
  });

  it('lists tables as on the date asked for: that day\'s price and booking status', async () => {
    const table = await makeTable(api, refs, `Dated ${randomUUID().slice(0, 6)}`);
    await bookTable(api, table._id, '2027-03-05');
    await bookTable(api, table._id, '2027-03-06', BookingStatus.HOLD);
    const on = async (date?: string) => (await call<Page>('get', '/get/tables', undefined, { search: table.name, ...(date && { date }) })).body.data!.data[0]!;
    expect(await on()).toMatchObject({ date: '2027-03-02', price: 1500, bookingStatus: 1 });
    expect(await on('2027-03-05')).toMatchObject({ date: '2027-03-05', price: 1800, bookingStatus: 2 });
    expect(await on('2027-03-06')).toMatchObject({ price: 1800, bookingStatus: 3 });
    expect(await on('2027-03-07')).toMatchObject({ price: null, bookingStatus: 1 });
    clock.set('2027-03-04T23:30:00Z'); // already 5 March in Dubai
    expect(await on()).toMatchObject({ date: '2027-03-05', bookingStatus: 2 });
    const bad = await call('get', '/get/tables', undefined, { date: '05/03/2027' });
    expect(bad.body).toEqual({ status: false, message: 'Date must be a date (YYYY-MM-DD)' });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ capacity: undefined }, 'Capacity is required'],
    [{ capacity: 'six' }, 'Capacity must be a number'],
    [{ capacity: 0 }, 'Capacity must be at least 1'],
    [{ capacity: 16 }, 'Capacity must not exceed 15'],
    [{ capacity: 2.5 }, 'Capacity must be a whole number'],
    [{ sectionId: '' }, 'Section is required'],
    [{ categoryId: undefined }, 'Category is required'],
    [{ inclusions: [] }, 'At least one inclusion is required'],
    [{ inclusions: undefined }, 'At least one inclusion is required'],
    [{ inclusions: ['Bottle', ' '] }, 'Inclusion is required'],
    [{ inclusions: ['Bottle', '\u200b\u0301'] }, 'Inclusion is required'],
    [{ inclusions: ['\ufeff\u2060'] }, 'At least one inclusion is required'],
    [{ inclusions: ['Bottle', 2] }, 'Inclusion must be text'],
    [{ name: '\u3164' }, 'Name is required'],
    [{ image: undefined }, 'Image is required'],
    [{ sectionId: randomUUID() }, 'Section not found'],
    [{ categoryId: 'nope' }, 'Category not found'],
    [{ image: 'tables/none.jpg' }, 'Image not found: upload it first'],
  ])('refuses %j: 400 "%s", nothing written', async (change, message) => {
    const body = await form(change);
    const before = await snapshotDb(api.db);
    const reply = await call('post', '/create/table', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ status: false, message });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('edits a table without a new image and keeps the old one', async () => {
    const table = await makeTable(api, refs);
    const { image: _image, ...noImage } = await form({ name: 'Renamed', capacity: 15, inclusions: ['Only water'] });
    const updated = await call('patch', '/update/table', { tableId: table._id, ...noImage });
    expect(updated.body).toMatchObject({ message: 'Table updated successfully', data: { name: 'Renamed', capacity: 15, inclusions: ['Only water'], image: (await call('get', `/get/table/${table._id}`)).body.data!.image } });
    const newImage = await seedMedia(api.db, 'tables');
    expect((await call('patch', '/update/table', { tableId: table._id, ...noImage, image: newImage })).body.data?.image).toBe(newImage);
  });

  it('an edit without tableNo keeps the table number; tableNo null (or "") removes it; a refused edit writes nothing', async () => {
    const table = await makeTable(api, refs); // table number "7"
    const { image: _image, tableNo: _no, ...rest } = await form({ name: 'Numbered', capacity: 4 });
    const kept = await call('patch', '/update/table', { tableId: table._id, ...rest });
    expect(kept.status, kept.body.message).toBe(200);
    expect(kept.body.data).toMatchObject({ name: 'Numbered', capacity: 4, tableNo: '7' });
    expect((await call('get', `/get/table/${table._id}`)).body.data?.tableNo).toBe('7');
    expect((await call('patch', '/update/table', { tableId: table._id, ...rest, tableNo: null })).body.data?.tableNo).toBeNull();
    expect((await call('patch', '/update/table', { tableId: table._id, ...rest, tableNo: 'B2' })).body.data?.tableNo).toBe('B2');
    expect((await call('patch', '/update/table', { tableId: table._id, ...rest, tableNo: '' })).body.data?.tableNo).toBeNull();
    const before = await snapshotDb(api.db);
    expect(await call('patch', '/update/table', { tableId: table._id, ...rest, tableNo: 'x'.repeat(21) })).toEqual({ status: 400, body: { status: false, message: 'Table No must not exceed 20 characters' } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('features a table through PATCH /update/table with { isFeatured, tableId } and switches its status', async () => {
    const table = await makeTable(api, refs);
    const featured = await call('patch', '/update/table', { tableId: table._id, isFeatured: true });
    expect(featured.body).toMatchObject({ status: true, message: 'Table featured successfully', data: { isFeatured: true, name: table.name } });
    expect((await call('patch', '/update/table', { tableId: table._id, isFeatured: 'yes' })).body).toEqual({ status: false, message: 'isFeatured must be true or false' });
    const off = await call('patch', '/update/table/status', { tableId: table._id, status: 2 });
    expect(off.body).toMatchObject({ message: 'Table status updated successfully', data: { status: 2, isFeatured: true } });
  });

  it('soft-deletes and restores a table', async () => {
    const table = await makeTable(api, refs);
    expect((await call('delete', '/delete/table', { tableId: table._id, isDelete: true })).body).toEqual({ status: true, message: 'Table deleted successfully', data: { _id: table._id } });
    expect((await call('get', `/get/table/${table._id}`)).body).toEqual({ status: false, message: 'Table not found' });
    expect((await call('patch', '/restore/table', { tableId: table._id })).body).toMatchObject({ message: 'Table restored successfully', data: { _id: table._id } });
  });

  it('deletes with §7’s generic body {id, isDelete: true} too', async () => {
    const table = await makeTable(api, refs);
    expect((await call('delete', '/delete/table', { id: table._id, isDelete: true })).body).toEqual({ status: true, message: 'Table deleted successfully', data: { _id: table._id } });
    expect((await call('get', `/get/table/${table._id}`)).status).toBe(404);
  });

  it.each([
    ['section', { sectionId: '00000000-0000-4000-8000-000000000000' }, 'sectionId', 'Section not found'],
    ['category', { categoryId: 'not-an-id' }, 'categoryId', 'Category not found'],
    ['image', { image: 'tables/never-uploaded.png' }, 'image', 'Image not found: upload it first'],
  ])('a missing %s is a 400 naming its field (X-Field-Errors: all), and nothing is written', async (_what, extra, field, message) => {
    const body = await form(extra);
    const before = await snapshotDb(api.db);
    const reply = await fetch(`${api.url}/api/v1/create/table`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.adminToken}`, 'x-field-errors': 'all' },
      body: JSON.stringify(body),
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ status: false, message, errors: [{ path: [field], message }] });
    expect(await call('post', '/create/table', body)).toEqual({ status: 400, body: { status: false, message } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('restores a table only under a live section and category (409 otherwise, alone or in bulk), writing nothing', async () => {
    const section = await makeSection(api, `Roof ${randomUUID().slice(0, 6)}`);
    const category = await makeCategory(api, `Gold ${randomUUID().slice(0, 6)}`);
    const table = await makeTable(api, { sectionId: section._id, categoryId: category._id });
    const other = await makeTable(api, refs);
    for (const t of [table, other]) expect((await call('delete', '/delete/table', { tableId: t._id, isDelete: true })).status).toBe(200);
    expect((await call('delete', '/delete/section', { sectionId: section._id, isDelete: true })).status).toBe(200);
    expect((await call('delete', '/delete/category', { categoryId: category._id, isDelete: true })).status).toBe(200);
    const before = await snapshotDb(api.db);
    expect(await call('patch', '/restore/table', { tableId: table._id })).toEqual({ status: 409, body: { status: false, message: 'The section of this table has been deleted: restore the section first' } });
    const bulk = await call<{ committed: boolean; results: { _id: string; result: string; reason?: string }[] }>('post', '/bulk/tables/restore', { ids: [other._id, table._id] });
    expect(bulk.body.data).toMatchObject({ committed: false, results: [{ _id: other._id, rolledBack: true }, { _id: table._id, result: 'failed', reason: 'The section of this table has been deleted: restore the section first' }] });
    expect(await snapshotDb(api.db)).toEqual(before);
    expect((await call('patch', '/restore/section', { sectionId: section._id })).status).toBe(200);
    expect(await call('patch', '/restore/table', { tableId: table._id })).toEqual({ status: 409, body: { status: false, message: 'The category of this table has been deleted: restore the category first' } });
    expect((await call('patch', '/restore/category', { categoryId: category._id })).status).toBe(200);
    expect((await call('post', '/bulk/tables/restore', { ids: [other._id, table._id] })).body).toMatchObject({ data: { committed: true, done: 2 } });
    expect((await call('get', `/get/table/${table._id}`)).body.data).toMatchObject({ section: { _id: section._id }, category: { _id: category._id } });
  });

  it('refuses to delete a table booked or held from today (venue day) on, alone or in bulk; past days do not count', async () => {
    const held = await makeTable(api, refs);
    const booked = await makeTable(api, refs);
    const past = await makeTable(api, refs);
    await bookTable(api, held._id, '2027-03-06', BookingStatus.HOLD);
    await bookTable(api, held._id, '2027-03-09');
    await bookTable(api, booked._id, '2027-03-02');
    await bookTable(api, past._id, '2027-03-01');
    // 23:30 UTC on 1 March is already 2 March in Dubai: a booking on the 2nd is today's, one on the 1st is past.
    clock.set('2027-03-01T23:30:00Z');
    const before = await snapshotDb(api.db);
    expect(await call('delete', '/delete/table', { tableId: held._id, isDelete: true })).toEqual({
      status: 409,
      body: { status: false, message: 'This table is booked or held on 2 days from today on (the first Mar 06, 2027) and cannot be deleted' },
    });
    expect(await call('delete', '/delete/table', { tableId: booked._id, isDelete: true })).toEqual({
      status: 409,
      body: { status: false, message: 'This table is booked or held on 1 day from today on (the first Mar 02, 2027) and cannot be deleted' },
    });
    const bulk = await call<{ committed: boolean; results: { _id: string; result: string; reason?: string }[] }>('post', '/bulk/tables/delete', { ids: [past._id, booked._id] });
    expect(bulk.body.data).toMatchObject({ committed: false, results: [{ _id: past._id, rolledBack: true }, { _id: booked._id, result: 'failed', reason: 'This table is booked or held on 1 day from today on (the first Mar 02, 2027) and cannot be deleted' }] });
    expect(await snapshotDb(api.db)).toEqual(before);
    expect((await call('delete', '/delete/table', { tableId: past._id, isDelete: true })).status).toBe(200);
    // The next venue day, the booking of the 2nd is past too.
    clock.set('2027-03-02T20:00:00Z');
    expect((await call('post', '/bulk/tables/delete', { ids: [booked._id] })).body).toMatchObject({ data: { committed: true, done: 1 } });
  });

  it('the database keeps one booking state per table and day', async () => {
    const table = await makeTable(api, refs);
    await bookTable(api, table._id, '2027-03-09');
    await expect(bookTable(api, table._id, '2027-03-09', BookingStatus.HOLD)).rejects.toThrow();
  });
});
