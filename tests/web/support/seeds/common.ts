import { randomUUID } from 'node:crypto';
import { emptyPermissions, type Permission } from '#domain/permissions';
import { callApi, type TestApi } from '../../../support/api.ts';
import { makeFloorTable, makeHost, makeUser } from '../../../support/bookings.ts';
import { made, makeCategory } from '../../../support/floor.ts';
import { insertEvent } from '../../../support/events.ts';
import { seedMedia } from '../../../support/seed-media.ts';

/** A REST call as the Admin; fails the seed on any status other than the one expected (2xx by default). */
export async function rest(api: TestApi, input: { method: string; path: string; body?: unknown; query?: Record<string, string | number> }) {
  const reply = await callApi(api.url, input.method, input.path, { token: api.adminToken, body: input.body, query: input.query });
  if (reply.status < 200 || reply.status > 299) throw new Error(`${input.method} ${input.path} failed (${reply.status}): ${reply.body.message}`);
  return reply.body.data;
}

/** An upload row (as POST /upload records one) in `section`; returns its key for a record's picture. */
export const media = (api: TestApi, section: string) => seedMedia(api.db, section);

/**
 * Events written straight into the database, named (and dated, else a week from today) as given:
 * REST takes no past date and wants a picture of the events' own shape. Their ids, in the order given.
 */
export async function events(api: TestApi, input: { name: string; date?: string }[]) {
  const made: { _id: string; name: string }[] = [];
  // One at a time: the ids come back in the order asked.
  for (const event of input) {
    const { _id, name } = await insertEvent(api, event);
    made.push({ _id, name });
  }
  return made;
}

/** A gallery picture made through REST (a landscape upload of the gallery's size); its id and the label the search gives it. */
export async function galleryImage(api: TestApi) {
  const metaData = { width: 3000, height: 2000 };
  const image = await seedMedia(api.db, 'gallery', metaData);
  const made = await rest(api, { method: 'post', path: '/create/gallery', body: { image, metaData } });
  return { _id: (made as { _id: string })._id, label: `Gallery image · ${image.replace(/^.*\//, '')}` };
}

/** A table (with its image, in a new section and category) made through REST; its id and name. */
export const table = (api: TestApi, name?: string) => makeFloorTable(api, name);

/**
 * One live record of each area with a detail screen and a delete, by area key: made through REST
 * where REST takes it (an event straight into the database, as `events`).
 */
export async function oneOfEach(api: TestApi): Promise<Record<string, string>> {
  const event = await insertEvent(api, { name: `Detail ${randomUUID().slice(0, 8)}` });
  // An event with a live ticket set is not deleted: the set is another event's.
  const ticketed = await insertEvent(api, { name: `Ticketed ${randomUUID().slice(0, 8)}` });
  const ticket = await made<{ _id: string }>(api, '/create/eventTicket', { eventId: ticketed._id, categories: [{ type: 1, name: 'Silver', offer: 'Entry', price: 150, totalTickets: 100 }] });
  const service = await made<{ _id: string }>(api, '/create/service', {
    sort: 1,
    title: 'Cloakroom',
    description: 'Coats kept',
    image: await seedMedia(api.db, 'services'),
    icon: await seedMedia(api.db, 'icons', { width: 512, height: 512 }),
  });
  const floorTable = await makeFloorTable(api);
  return {
    roles: await api.createRole({ name: `Detail role ${randomUUID().slice(0, 8)}`, permissions: [{ name: 'events', view: true }] }),
    subAdmins: (await api.createSubAdmin()).id,
    hosts: (await makeHost(api))._id,
    users: (await makeUser(api))._id,
    events: event._id,
    eventTickets: ticket._id,
    services: service._id,
    categories: (await makeCategory(api))._id,
    tables: floorTable._id,
  };
}

/** A Sub Admin whose role gives only the permissions asked (e.g. categories add, sections view): its name, token and permissions for the console's session. */
export async function subAdminWith(api: TestApi, given: Partial<Permission>[]) {
  const roleId = await api.createRole({ permissions: given });
  const { name, token } = await api.createSubAdmin({ roleId, name: 'Sam' });
  return { name, token, permissions: emptyPermissions().map((row) => ({ ...row, ...given.find((p) => p.name === row.name) })) };
}
