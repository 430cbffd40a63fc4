import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { makeCategory, makeRecord, makeSection, makeTable } from '../support/floor.ts';
import { manualClock } from '../support/manual-clock.ts';
import { seedMedia } from '../support/seed-media.ts';

interface Category {
  _id: string;
  name: string;
  status: number;
  autoRenewal: boolean;
  layout: { image: string; imageAlt: string };
  tableCount: number;
  price: number | null;
}

describe.each(backends)('categories on %s', (backend) => {
  // 20:00 UTC on 1 March is already midnight in Dubai: the venue's today is 2 March.
  const clock = manualClock('2027-03-01T20:00:00Z');
  const api = useTestApi(backend, { config: { clock } });
  const call = <T = Category>(method: string, path: string, body?: unknown, query?: Record<string, string | number>) => callApi<T>(api.url, method, path, { token: api.adminToken, body, query });

  afterEach(() => clock.set('2027-03-01T20:00:00Z'));

  it('creates a category with its layout, reads it with its records, and renames it keeping the layout', async () => {
    const image = await seedMedia(api.db, 'category');
    const created = await call('post', '/create/category', { name: ' Gold ', layout: { image, imageAlt: 'Gold layout' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Category created successfully',
      data: { name: 'Gold', status: 1, autoRenewal: false, layout: { image, imageAlt: 'Gold layout' }, tableCount: 0, price: null },
    });
    const id = created.body.data!._id;
    const detail = await call<Category & { categoryRecord: { data: unknown[]; count: number } }>('get', '/get/category', undefined, { categoryId: id });
    expect(detail.body).toMatchObject({ message: 'Category fetched successfully', data: { _id: id, name: 'Gold', categoryRecord: { data: [], count: 0 } } });
    const renamed = await call('patch', '/update/category', { categoryId: id, name: 'Gold+' });
    expect(renamed.body).toMatchObject({ message: 'Category updated successfully', data: { name: 'Gold+', layout: { image } } });
  });

  it.each([
    [{ name: 'No layout' }, 'Please upload layout image'],
    [{ name: 'No image', layout: { imageAlt: 'x' } }, 'Please upload layout image'],
    [{ name: 'Empty image', layout: { image: '' } }, 'Please upload layout image'],
    [{ layout: { image: 'category/x.png' } }, 'Name is required'],
    [{ name: ' ', layout: { image: 'category/x.png' } }, 'Name is required'],
    [{ name: 'Missing upload', layout: { image: 'category/none.png' } }, 'Layout image not found: upload it first'],
  ])('refuses to create %j: 400 "%s", nothing written', async (body, message) => {
    const before = await snapshotDb(api.db);
    const reply = await call('post', '/create/category', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ status: false, message });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('keeps names unique among live categories, whatever their case: a create or rename onto a taken name is a 409 that writes nothing', async () => {
    const name = `Platinum ${randomUUID().slice(0, 6)}`;
    const first = await makeCategory(api, name);
    const other = await makeCategory(api);
    const image = await seedMedia(api.db, 'category');
    const before = await snapshotDb(api.db);
    const taken = { status: 409, body: { status: false, message: 'A category with this name already exists' } };
    expect(await call('post', '/create/category', { name: name.toLowerCase(), layout: { image } })).toEqual(taken);
    expect(await call('patch', '/update/category', { categoryId: other._id, name: ` ${name.toUpperCase()}` })).toEqual(taken);
    expect(await snapshotDb(api.db)).toEqual(before);
    // Its own name, in another case, is no conflict; a deleted category frees the name.
    expect((await call('patch', '/update/category', { categoryId: first._id, name: name.toUpperCase() })).status).toBe(200);
    expect((await call('delete', '/delete/category', { categoryId: first._id, isDelete: true })).status).toBe(200);
    expect((await call('patch', '/update/category', { categoryId: other._id, name })).body).toMatchObject({ data: { name } });
  });

  it('switches status and auto-renewal, each through its §7 call', async () => {
    const category = await makeCategory(api);
    expect((await call('patch', '/update/category/status', { categoryId: category._id, status: 2 })).body).toMatchObject({ message: 'Category status updated successfully', data: { status: 2 } });
    expect((await call('patch', '/update/category', { categoryId: category._id, status: 1 })).body.data).toMatchObject({ status: 1 });
    expect((await call('patch', '/update/category', { categoryId: category._id, autoRenewal: true })).body.data).toMatchObject({ autoRenewal: true, name: category.name });
  });

  it('shows the price of the record covering the venue day, and counts only live tables', async () => {
    const category = await makeCategory(api);
    await makeRecord(api, category._id, '2027-03-02', '2027-03-04', 750);
    await makeRecord(api, category._id, '2027-03-05', '2027-03-07', 900);
    const section = await makeSection(api);
    await makeTable(api, { sectionId: section._id, categoryId: category._id });
    const gone = await makeTable(api, { sectionId: section._id, categoryId: category._id });
    await call('delete', '/delete/table', { tableId: gone._id, isDelete: true });
    const page = await call<{ data: Category[] }>('get', '/get/categories', undefined, { search: category.name });
    expect(page.body.data?.data).toMatchObject([{ _id: category._id, price: 750, tableCount: 1 }]);
    clock.set('2027-03-04T20:30:00Z');
    expect((await call('get', '/get/category', undefined, { categoryId: category._id })).body.data).toMatchObject({ price: 900 });
    clock.set('2027-03-07T21:00:00Z');
    expect((await call('get', '/get/category', undefined, { categoryId: category._id })).body.data).toMatchObject({ price: null });
  });

  it('pages the records, latest period first, with their days', async () => {
    const category = await makeCategory(api);
    await makeRecord(api, category._id, '2027-03-02', '2027-03-03', 100);
    await makeRecord(api, category._id, '2027-03-10', '2027-03-25', 200);
    const detail = await call<{ categoryRecord: { data: unknown[]; count: number } }>('get', '/get/category', undefined, { categoryId: category._id, limit: 1, offset: 0 });
    expect(detail.body.data?.categoryRecord).toMatchObject({ count: 2, data: [{ fromDate: '2027-03-10', toDate: '2027-03-25', days: 15, price: 200 }] });
  });

  it('refuses a record sharing a day with another of the category: 409, nothing written', async () => {
    const category = await makeCategory(api);
    await makeRecord(api, category._id, '2027-03-05', '2027-03-08', 500);
    const before = await snapshotDb(api.db);
    for (const [fromDate, toDate] of [['2027-03-08', '2027-03-10'], ['2027-03-02', '2027-03-05'], ['2027-03-06', '2027-03-07']]) {
      const reply = await call('post', '/create/category/record', { categoryId: category._id, fromDate, toDate, price: 10 });
      expect(reply.status).toBe(409);
      expect(reply.body).toEqual({ status: false, message: 'These dates overlap another price record of this category (Mar 05, 2027 to Mar 08, 2027); choose days after it or before it' });
    }
    expect(await snapshotDb(api.db)).toEqual(before);
    expect((await call('post', '/create/category/record', { categoryId: category._id, fromDate: '2027-03-09', toDate: '2027-03-10', price: 10 })).status).toBe(201);
  });

  it.each([
    [{ fromDate: '2027-03-02', toDate: '2027-03-03' }, 'Price is required'],
    [{ fromDate: '2027-03-02', toDate: '2027-03-03', price: 'ten' }, 'Price must be a number'],
    [{ fromDate: '2027-03-02', toDate: '2027-03-03', price: 0.5 }, 'Price must be at least 1'],
    [{ toDate: '2027-03-03', price: 10 }, 'From Date is required'],
    [{ fromDate: '', toDate: '2027-03-03', price: 10 }, 'From Date is required'],
    [{ fromDate: '2027-03-02', price: 10 }, 'To Date is required'],
    [{ fromDate: '2027-03-01', toDate: '2027-03-03', price: 10 }, 'From Date cannot be in the past'],
    [{ fromDate: '2027-03-02', toDate: '2027-03-02', price: 10 }, 'To Date must be at least one day after From Date'],
    [{ fromDate: '2027-03-05', toDate: '2027-03-04', price: 10 }, 'To Date must be at least one day after From Date'],
    [{ fromDate: '2027-03-02', toDate: '2027-03-18', price: 10 }, 'To Date must be within 15 days from From Date'],
    [{ fromDate: '2027-02-30', toDate: '2027-03-03', price: 10 }, 'From Date must be a date (YYYY-MM-DD)'],
    [{ fromDate: '2027-03-02', toDate: '2027-03-03', price: 1.555 }, 'Price may have at most 2 decimals'],
    [{ fromDate: '2027-03-02', toDate: '2027-03-03', price: 99.001 }, 'Price may have at most 2 decimals'],
  ])('refuses the record %j: 400 "%s", nothing written', async (fields, message) => {
    const category = await makeCategory(api);
    const before = await snapshotDb(api.db);
    const reply = await call('post', '/create/category/record', { categoryId: category._id, ...fields });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ status: false, message });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it.each([
    [
      'price, a past From Date and a To Date too far after it',
      { fromDate: '2027-03-01', toDate: '2027-03-30', price: 0 },
      [
        { path: ['price'], message: 'Price must be at least 1' },
        { path: ['fromDate'], message: 'From Date cannot be in the past' },
        { path: ['toDate'], message: 'To Date must be within 15 days from From Date' },
      ],
    ],
    [
      'a past From Date and a To Date on the same day',
      { fromDate: '2027-02-20', toDate: '2027-02-20', price: 10 },
      [
        { path: ['fromDate'], message: 'From Date cannot be in the past' },
        { path: ['toDate'], message: 'To Date must be at least one day after From Date' },
      ],
    ],
    [
      'a missing price and To Date beside a past From Date',
      { fromDate: '2027-03-01' },
      [
        { path: ['price'], message: 'Price is required' },
        { path: ['toDate'], message: 'To Date is required' },
        { path: ['fromDate'], message: 'From Date cannot be in the past' },
      ],
    ],
  ])('with X-Field-Errors: all, a record with %s lists every problem (400, nothing written)', async (_what, fields, errors) => {
    const category = await makeCategory(api);
    const before = await snapshotDb(api.db);
    const reply = await fetch(`${api.url}/api/v1/create/category/record`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.adminToken}`, 'x-field-errors': 'all' },
      body: JSON.stringify({ categoryId: category._id, ...fields }),
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ status: false, message: errors[0]!.message, errors });
    expect(await snapshotDb(api.db)).toEqual(before);
    // Without the header, §7's envelope with the first message.
    expect(await call('post', '/create/category/record', { categoryId: category._id, ...fields })).toEqual({ status: 400, body: { status: false, message: errors[0]!.message } });
  });

  it('judges "today" in the venue timezone: at 23:30 UTC it is already tomorrow in Dubai', async () => {
    const category = await makeCategory(api);
    clock.set('2027-06-10T23:30:00Z');
    const yesterday = await call('post', '/create/category/record', { categoryId: category._id, fromDate: '2027-06-10', toDate: '2027-06-12', price: 10 });
    expect(yesterday.body).toEqual({ status: false, message: 'From Date cannot be in the past' });
    const today = await call('post', '/create/category/record', { categoryId: category._id, fromDate: '2027-06-11', toDate: '2027-06-12', price: 10 });
    expect(today.status).toBe(201);
    expect((await call('get', '/get/category', undefined, { categoryId: category._id })).body.data).toMatchObject({ price: 10 });
  });

  it('changes only the price of a record; another category cannot reach it', async () => {
    const category = await makeCategory(api);
    const other = await makeCategory(api);
    const record = await makeRecord(api, category._id, '2027-03-02', '2027-03-05', 300);
    const updated = await call('patch', '/update/category/record', { categoryId: category._id, categoryRecordId: record._id, price: 350 });
    expect(updated.body).toMatchObject({ message: 'Category record updated successfully', data: { fromDate: '2027-03-02', toDate: '2027-03-05', days: 3, price: 350 } });
    expect((await call('patch', '/update/category/record', { categoryId: category._id, categoryRecordId: record._id, price: 0 })).body).toEqual({ status: false, message: 'Price must be at least 1' });
    // AED with at most 2 decimals: more is refused, never rounded.
    const before = await snapshotDb(api.db);
    expect(await call('patch', '/update/category/record', { categoryId: category._id, categoryRecordId: record._id, price: 1.555 })).toEqual({ status: 400, body: { status: false, message: 'Price may have at most 2 decimals' } });
    expect(await snapshotDb(api.db)).toEqual(before);
    expect((await call('patch', '/update/category/record', { categoryId: category._id, categoryRecordId: record._id, price: 19.99 })).body.data).toMatchObject({ price: 19.99 });
    expect((await call('patch', '/update/category/record', { categoryId: category._id, categoryRecordId: record._id, price: 9, fromDate: '2027-03-03' })).status).toBe(400);
    const wrong = await call('patch', '/update/category/record', { categoryId: other._id, categoryRecordId: record._id, price: 1 });
    expect(wrong.body).toEqual({ status: false, message: 'Category record not found' });
  });

  it('refuses deleting a category while live tables use it, then deletes and restores it', async () => {
    const category = await makeCategory(api);
    const section = await makeSection(api);
    const table = await makeTable(api, { sectionId: section._id, categoryId: category._id });
    const refused = await call('delete', '/delete/category', { categoryId: category._id, isDelete: true });
    expect(refused.status).toBe(409);
    await call('delete', '/delete/table', { tableId: table._id, isDelete: true });
    expect((await call('delete', '/delete/category', { categoryId: category._id, isDelete: true })).body).toEqual({ status: true, message: 'Category deleted successfully', data: { _id: category._id } });
    expect((await call('get', '/get/category', undefined, { categoryId: category._id })).status).toBe(404);
    expect((await call('patch', '/restore/category', { categoryId: category._id })).body).toMatchObject({ message: 'Category restored successfully', data: { _id: category._id } });
  });

  it('refuses deleting a category while live events price it (alone or in bulk); a restored event needs its categories live', async () => {
    const category = await makeCategory(api);
    const spare = await makeCategory(api);
    const event = async (name: string) => {
      const body = { name, time: '21:30', date: '2027-03-09', summary: 'A night', popularity: 1, itinerary: ['Doors'], inclusions: ['Entry'], howToRedeem: ['QR'], importantInformation: ['21+'], categories: [{ categoryId: category._id, name: 'x', price: 300 }], image: await seedMedia(api.db, 'events', { width: 900, height: 1200 }) };
      const reply = await call<{ _id: string }>('post', '/create/event', body);
      expect(reply.status).toBe(201);
      return { _id: reply.body.data!._id, body };
    };
    const first = await event('First night');
    const second = await event('Second night');
    const before = await snapshotDb(api.db);
    const refused = 'This category is still priced by 2 events: remove it from their categories before deleting the category';
    expect(await call('delete', '/delete/category', { categoryId: category._id, isDelete: true })).toEqual({ status: 409, body: { status: false, message: refused } });
    const bulk = await call<{ committed: boolean; results: { _id: string; result: string; reason?: string }[] }>('post', '/bulk/categories/delete', { ids: [spare._id, category._id] });
    expect(bulk.body.data).toMatchObject({ committed: false, results: [{ _id: spare._id, rolledBack: true }, { _id: category._id, result: 'failed', reason: refused }] });
    expect(await snapshotDb(api.db)).toEqual(before);

    // A deleted event no longer counts; one that drops the category frees it.
    expect((await call('delete', '/delete/event', { eventId: second._id, isDelete: true })).status).toBe(200);
    expect((await call('delete', '/delete/category', { categoryId: category._id, isDelete: true })).body).toEqual({
      status: false,
      message: 'This category is still priced by 1 event: remove it from their categories before deleting the category',
    });
    expect((await call('patch', '/update/event', { ...first.body, eventId: first._id, categories: [{ categoryId: spare._id, price: 300 }] })).status).toBe(200);
    expect((await call('delete', '/delete/category', { categoryId: category._id, isDelete: true })).status).toBe(200);

    // The deleted event priced the deleted category: it comes back only with the category.
    const gone = 'A category of this event has been deleted: restore the category or remove it from the event first';
    expect(await call('patch', '/restore/event', { eventId: second._id })).toEqual({ status: 409, body: { status: false, message: gone } });
    expect((await call('post', '/bulk/events/restore', { ids: [second._id] })).body.data).toMatchObject({ committed: false, results: [{ _id: second._id, result: 'failed', reason: gone }] });
    expect((await call('patch', '/restore/category', { categoryId: category._id })).status).toBe(200);
    expect((await call('patch', '/restore/event', { eventId: second._id })).status).toBe(200);
  });

  it('switching auto-renewal on renews at once: a latest record ending today gets its next period now', async () => {
    const category = await makeCategory(api);
    await makeRecord(api, category._id, '2027-03-02', '2027-03-04', 900);
    // 4 March in Dubai (23:30 UTC on the 3rd): the record's last day.
    clock.set('2027-03-03T23:30:00Z');
    const periods = async () => (await call<{ categoryRecord: { data: { fromDate: string; toDate: string; price: number }[] } }>('get', '/get/category', undefined, { categoryId: category._id })).body.data!.categoryRecord.data.map((r) => [r.fromDate, r.toDate, r.price]);
    expect((await call('patch', '/update/category', { categoryId: category._id, name: 'Renamed' })).status).toBe(200);
    expect(await periods()).toHaveLength(1);
    expect((await call('patch', '/update/category', { categoryId: category._id, autoRenewal: true })).body.data).toMatchObject({ autoRenewal: true, price: 900 });
    expect(await periods()).toEqual([
      ['2027-03-05', '2027-03-07', 900],
      ['2027-03-02', '2027-03-04', 900],
    ]);
    // Off and on again: nothing more until the new record's last day.
    await call('patch', '/update/category', { categoryId: category._id, autoRenewal: false });
    await call('patch', '/update/category', { categoryId: category._id, autoRenewal: true });
    expect(await periods()).toHaveLength(2);
  });

  it('gives the table form active categories by name, and 404s for missing ones', async () => {
    const tag = randomUUID().slice(0, 6);
    await makeCategory(api, `Z ${tag}`);
    const off = await makeCategory(api, `Y ${tag}`);
    await call('patch', '/update/category/status', { categoryId: off._id, status: 2 });
    const all = await call<Category[]>('get', '/get/all/categories');
    expect(all.body.data!.map((c) => c.name).filter((n) => n.endsWith(tag))).toEqual([`Z ${tag}`]);
    expect((await call('get', '/get/category', undefined, { categoryId: randomUUID() })).body).toEqual({ status: false, message: 'Category not found' });
    expect((await call('post', '/create/category/record', { categoryId: randomUUID(), fromDate: '2027-03-02', toDate: '2027-03-03', price: 5 })).body).toEqual({ status: false, message: 'Category not found' });
  });
});
