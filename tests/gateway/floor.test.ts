import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestApi } from '../support/api.ts';
import { startCountingStack, type CountingStack } from '../support/counting-stack.ts';
import { bookTable } from '../support/floor.ts';
import { manualClock } from '../support/manual-clock.ts';
import { seedMedia } from '../support/seed-media.ts';
import { codes, gql } from './lib/gql.ts';

const TABLE_FIELDS = 'id name tableNo capacity image inclusions isFeatured status section { id name } category { id name } date price bookingStatus';
const CATEGORY_FIELDS = 'id name status autoRenewal layout { image imageAlt } tableCount price';

let stack: CountingStack;
let api: TestApi;
let gatewayUrl: string;
let upstream: string[];
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(gatewayUrl, query, { variables, token: api.adminToken });

beforeAll(async () => {
  stack = await startCountingStack({ config: { clock: manualClock('2027-03-01T20:00:00Z') } });
  ({ api, gatewayUrl, upstream } = stack);
});
afterAll(() => stack?.close());

describe('the venue floor through GraphQL', () => {
  test('section, category with a record, and tables listed by date in one upstream call per page', async () => {
    const section = (await asAdmin<{ createSection: { section: { id: string } } }>('mutation { createSection(name: "Ground") { message section { id name status } } }')).data!.createSection.section;
    const image = await seedMedia(api.db, 'category');
    const created = await asAdmin<{ createCategory: { message: string; category: { id: string } } }>(`mutation C($input: CreateCategoryInput!) { createCategory(input: $input) { message category { ${CATEGORY_FIELDS} } } }`, {
      input: { name: 'Gold', layout: { image } },
    });
    expect(created.data?.createCategory).toMatchObject({ message: 'Category created successfully', category: { name: 'Gold', autoRenewal: false, layout: { image, imageAlt: '' }, tableCount: 0, price: null } });
    const categoryId = created.data!.createCategory.category.id;
    const record = await asAdmin<{ createCategoryRecord: { message: string; record: { id: string } } }>(
      'mutation R($input: CreateCategoryRecordInput!) { createCategoryRecord(input: $input) { message record { id fromDate toDate days price } } }',
      { input: { categoryId, fromDate: '2027-03-02', toDate: '2027-03-05', price: 1200 } },
    );
    expect(record.data?.createCategoryRecord).toMatchObject({ message: 'Category record created successfully', record: { fromDate: '2027-03-02', toDate: '2027-03-05', days: 3, price: 1200 } });

    const overlap = await asAdmin('mutation R($input: CreateCategoryRecordInput!) { createCategoryRecord(input: $input) { message } }', { input: { categoryId, fromDate: '2027-03-04', toDate: '2027-03-06', price: 5 } });
    expect(codes(overlap)).toEqual(['CONFLICT']);
    const past = await asAdmin('mutation R($input: CreateCategoryRecordInput!) { createCategoryRecord(input: $input) { message } }', { input: { categoryId, fromDate: '2027-03-01', toDate: '2027-03-03', price: 5 } });
    expect(past.errors).toMatchObject([{ message: 'From Date cannot be in the past', extensions: { code: 'BAD_USER_INPUT' } }]);
    const decimals = await asAdmin('mutation R($input: CreateCategoryRecordInput!) { createCategoryRecord(input: $input) { message } }', { input: { categoryId, fromDate: '2027-03-10', toDate: '2027-03-12', price: 1.555 } });
    expect(decimals.errors).toMatchObject([{ message: 'Price may have at most 2 decimals', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: ['price'], message: 'Price may have at most 2 decimals' }] } }]);
    // Every problem is listed, the dates' too, whatever else is wrong.
    const all = await asAdmin('mutation R($input: CreateCategoryRecordInput!) { createCategoryRecord(input: $input) { message } }', { input: { categoryId, fromDate: '2027-03-01', toDate: '2027-03-30', price: 0 } });
    expect(all.errors).toMatchObject([
      {
        message: 'Price must be at least 1',
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: [
            { path: ['price'], message: 'Price must be at least 1' },
            { path: ['fromDate'], message: 'From Date cannot be in the past' },
            { path: ['toDate'], message: 'To Date must be within 15 days from From Date' },
          ],
        },
      },
    ]);

    const input = { name: 'T1', tableNo: '1', capacity: 4, sectionId: section.id, categoryId, inclusions: ['Water'], image: await seedMedia(api.db, 'tables') };
    const tableIds: string[] = [];
    for (const name of ['T1', 'T2', 'T3']) {
      const made = await asAdmin<{ createTable: { table: { id: string } } }>(`mutation C($input: CreateTableInput!) { createTable(input: $input) { message table { ${TABLE_FIELDS} } } }`, { input: { ...input, name } });
      expect(made.errors).toBeUndefined();
      tableIds.push(made.data!.createTable.table.id);
    }
    await bookTable(api, tableIds[0]!, '2027-03-03');

    upstream.length = 0;
    const page = await asAdmin<{ tables: { count: number; items: { name: string; price: number; bookingStatus: string; section: { name: string }; category: { name: string } }[] } }>(
      `query T($date: Date) { tables(date: $date) { count items { ${TABLE_FIELDS} } } }`,
      { date: '2027-03-03' },
    );
    expect(page.data?.tables.count).toBe(3);
    expect(page.data?.tables.items.map((t) => [t.name, t.section.name, t.category.name, t.price, t.bookingStatus])).toEqual([
      ['T3', 'Ground', 'Gold', 1200, 'AVAILABLE'],
      ['T2', 'Ground', 'Gold', 1200, 'AVAILABLE'],
      ['T1', 'Ground', 'Gold', 1200, 'BOOKED'],
    ]);
    expect(upstream).toEqual(['GET /api/v1/get/tables?date=2027-03-03']);

    const detail = await asAdmin<{ category: { tableCount: number; price: number }; categoryRecords: { count: number } }>(
      `query { category(id: "${categoryId}") { ${CATEGORY_FIELDS} } categoryRecords(categoryId: "${categoryId}") { count items { id days } } }`,
    );
    expect(detail.data).toMatchObject({ category: { tableCount: 3, price: 1200 }, categoryRecords: { count: 1 } });

    const refused = await asAdmin(`mutation { deleteSection(id: "${section.id}") { id message } }`);
    expect(refused.errors).toMatchObject([{ message: 'This section still has tables: move or delete them before deleting the section', extensions: { code: 'CONFLICT' } }]);
  });

  test('Feature toggle, status, auto-renewal, and an edit without an image keeping it', async () => {
    const [section] = (await asAdmin<{ allSections: { id: string }[] }>('{ allSections { id name } }')).data!.allSections;
    const [category] = (await asAdmin<{ allCategories: { id: string }[] }>('{ allCategories { id name price } }')).data!.allCategories;
    const table = (await asAdmin<{ tables: { items: { id: string; image: string }[] } }>('{ tables { items { id image } } }')).data!.tables.items[0]!;
    const featured = await asAdmin<{ setTableFeatured: { message: string; table: { isFeatured: boolean } } }>(`mutation { setTableFeatured(id: "${table.id}", isFeatured: true) { message table { isFeatured } } }`);
    expect(featured.data?.setTableFeatured).toEqual({ message: 'Table featured successfully', table: { isFeatured: true } });
    expect((await asAdmin<{ setTableStatus: { table: { status: string } } }>(`mutation { setTableStatus(id: "${table.id}", status: INACTIVE) { table { status } } }`)).data?.setTableStatus.table.status).toBe('INACTIVE');
    const edited = await asAdmin<{ updateTable: { table: { name: string; image: string } } }>('mutation U($input: UpdateTableInput!) { updateTable(input: $input) { table { name image } } }', {
      input: { id: table.id, name: 'Renamed', capacity: 2, sectionId: section!.id, categoryId: category!.id, inclusions: ['Ice'] },
    });
    expect(edited.data?.updateTable.table).toEqual({ name: 'Renamed', image: table.image });
    const renewal = await asAdmin<{ setCategoryAutoRenewal: { category: { autoRenewal: boolean } } }>(`mutation { setCategoryAutoRenewal(id: "${category!.id}", autoRenewal: true) { category { autoRenewal } } }`);
    expect(renewal.data?.setCategoryAutoRenewal.category.autoRenewal).toBe(true);
    const capacity = await asAdmin('mutation U($input: UpdateTableInput!) { updateTable(input: $input) { message } }', {
      input: { id: table.id, name: 'X', capacity: 16, sectionId: section!.id, categoryId: category!.id, inclusions: ['Ice'] },
    });
    expect(capacity.errors).toMatchObject([{ message: 'Capacity must not exceed 15', extensions: { code: 'BAD_USER_INPUT' } }]);
  });

  test('updateTable: tableNo left out keeps the number, null removes it', async () => {
    const [section] = (await asAdmin<{ allSections: { id: string }[] }>('{ allSections { id name } }')).data!.allSections;
    const [category] = (await asAdmin<{ allCategories: { id: string }[] }>('{ allCategories { id name price } }')).data!.allCategories;
    const table = (await asAdmin<{ tables: { items: { id: string }[] } }>('{ tables { items { id } } }')).data!.tables.items[0]!;
    const UPDATE = 'mutation U($input: UpdateTableInput!) { updateTable(input: $input) { table { name tableNo } } }';
    const form = { id: table.id, capacity: 2, sectionId: section!.id, categoryId: category!.id, inclusions: ['Ice'] };
    const numbered = await asAdmin<{ updateTable: { table: { tableNo: string | null } } }>(UPDATE, { input: { ...form, name: 'Numbered', tableNo: 'C3' } });
    expect(numbered.data?.updateTable.table).toEqual({ name: 'Numbered', tableNo: 'C3' });
    const kept = await asAdmin<{ updateTable: { table: { tableNo: string | null } } }>(UPDATE, { input: { ...form, name: 'Kept' } });
    expect(kept.data?.updateTable.table).toEqual({ name: 'Kept', tableNo: 'C3' });
    const cleared = await asAdmin<{ updateTable: { table: { tableNo: string | null } } }>(UPDATE, { input: { ...form, name: 'Cleared', tableNo: null } });
    expect(cleared.data?.updateTable.table).toEqual({ name: 'Cleared', tableNo: null });
  });
});
