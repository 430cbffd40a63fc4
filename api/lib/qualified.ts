import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `"table"."column"` written out: Drizzle leaves the table off columns of a single-table select,
 * which inside a correlated subquery would name the subquery's own column instead.
 */
export const qualified = (column: PgColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
