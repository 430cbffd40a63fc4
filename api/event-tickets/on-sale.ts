import { not, sql, type SQL } from 'drizzle-orm';
import { Status } from '#domain/codes';
import { eventTickets } from '../db/schema.ts';

/** domain/tickets/on-sale's rule in SQL: the set is active and not blocked. */
export const onSaleSql: SQL = sql`(${eventTickets.status} = ${Status.ACTIVE} and not ${eventTickets.isBlocked})`;

/** The list's `blocked` filter read as on sale (false) or off sale (true: blocked, or not active). */
export const saleFilter = (blocked: boolean | undefined): SQL | undefined => (blocked === undefined ? undefined : blocked ? not(onSaleSql) : onSaleSql);
