import { Status } from '../codes.ts';

/**
 * A ticket set is on sale when it is active and not blocked; bookings refuse the rest. The list's
 * switch, its on-sale filter, bookings, the export and the CLI all read this one rule.
 */
export const isOnSale = (set: { status: number | string; isBlocked: boolean }): boolean => (set.status === Status.ACTIVE || set.status === 'ACTIVE') && !set.isBlocked;
