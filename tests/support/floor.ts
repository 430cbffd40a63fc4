import { randomUUID } from 'node:crypto';
import { BookingStatus } from '#domain/floor/booking-status';
import { tableBookings } from '../../api/db/schema.ts';
import { callApi, type TestApi } from './api.ts';
import { seedMedia } from './seed-media.ts';

/** Calls the API as its Admin and fails the test on an unexpected status. */
export async function made<T>(api: TestApi, path: string, body: unknown): Promise<T> {
  const reply = await callApi<T>(api.url, 'post', path, { token: api.adminToken, body });
  if (reply.status !== 201 || !reply.body.data) throw new Error(`${path} failed (${reply.status}): ${reply.body.message}`);
  return reply.body.data;
}

/** A section created through REST. */
export const makeSection = (api: TestApi, name = `Floor ${randomUUID().slice(0, 8)}`) => made<{ _id: string; name: string }>(api, '/create/section', { name });

/** A category with an uploaded layout, created through REST. */
export const makeCategory = async (api: TestApi, name = `Category ${randomUUID().slice(0, 8)}`) =>
  made<{ _id: string; name: string }>(api, '/create/category', { name, layout: { image: await seedMedia(api.db, 'category'), imageAlt: name } });

/** A price record of a category, created through REST. */
export const makeRecord = (api: TestApi, categoryId: string, fromDate: string, toDate: string, price: number) =>
  made<{ _id: string }>(api, '/create/category/record', { categoryId, fromDate, toDate, price });

/** A table in a section and category, created through REST. */
export const makeTable = async (api: TestApi, refs: { sectionId: string; categoryId: string }, name = `Table ${randomUUID().slice(0, 8)}`) =>
  made<{ _id: string; name: string }>(api, '/create/table', { name, tableNo: '7', capacity: 6, ...refs, inclusions: ['Bottle of water'], image: await seedMedia(api.db, 'tables') });

/** Books or holds a table on a day with no booking behind it (as the venue may hold one itself); bookings take rows the same way. */
export async function bookTable(api: TestApi, tableId: string, date: string, state: typeof BookingStatus.BOOKED | typeof BookingStatus.HOLD = BookingStatus.BOOKED) {
  await api.db.insert(tableBookings).values({ tableId, date, state });
}
