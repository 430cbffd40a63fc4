import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { categoryRecords } from '../db/schema.ts';
import { qualified } from './qualified.ts';

/**
 * The price of the category's live record whose period covers `day` ("YYYY-MM-DD", both ends
 * included), or null: a correlated subquery, so a page of rows costs one query, not one per row.
 */
export const priceOn = (categoryId: PgColumn, day: string): SQL<number | null> =>
  sql`(select ${categoryRecords.price} from ${categoryRecords}
       where ${categoryRecords.categoryId} = ${qualified(categoryId)} and ${categoryRecords.isDelete} = false
         and ${categoryRecords.fromDate} <= ${day}::date and ${categoryRecords.toDate} >= ${day}::date
       order by ${categoryRecords.fromDate} desc limit 1)`.mapWith((value: string | number | null) => (value === null ? null : Number(value)));
