import { beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_SECRET_HEADER } from '#domain/gateway';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { insertEvent } from '../support/events.ts';
import { manualClock } from '../support/manual-clock.ts';

type Summary = Record<string, unknown>;

describe.each(backends)('the dashboard summary on %s', (backend) => {
  // 19:00 UTC is 23:00 in Dubai.
  const clock = manualClock('2031-03-05T19:00:00Z');
  const api = useTestApi(backend, { config: { clock } });
  const summaryAs = async (token: string) => {
    const reply = await callApi<Summary>(api.url, 'get', '/dashboard/summary', { token });
    expect(reply.status).toBe(200);
    return reply.body.data!;
  };

  beforeAll(async () => {
    const enquiry = { firstName: 'Layla', lastName: 'Haddad', email: 'layla@guest.test', mobileCode: '+971', mobileNo: '501234567', dob: '1994-02-28' };
    const filed = await fetch(`${api.url}/api/v1/contactUs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77', [GATEWAY_SECRET_HEADER]: api.gatewaySecret },
      body: JSON.stringify(enquiry),
    });
    expect(filed.status).toBe(201);
  });

  it('gives the Admin every figure', async () => {
    const summary = await summaryAs(api.adminToken);
    expect(summary).toEqual({
      eventsTonight: [],
      tablesToday: { booked: 0, held: 0 },
      bookings: { today: { count: 0, revenue: 0 }, week: { count: 0, revenue: 0 } },
      pendingEnquiries: 1,
      newsletter: null,
    });
  });

  it('gives a sub-admin only the figures of the areas its role sees', async () => {
    const roleId = await api.createRole({ permissions: [{ name: 'contactUs', view: true }, { name: 'hosts', view: true }] });
    const sub = await api.createSubAdmin({ roleId });
    expect(await summaryAs(sub.token)).toEqual({ pendingEnquiries: 1 });
  });

  it('gives a figure wherever the role may read the area’s list (any flag, §6), and none where it has no flag', async () => {
    const roleId = await api.createRole({ permissions: [{ name: 'bookings', del: true }, { name: 'contactUs', add: true }, { name: 'users', all: true }] });
    const sub = await api.createSubAdmin({ roleId });
    expect(Object.keys(await summaryAs(sub.token)).sort()).toEqual(['bookings', 'pendingEnquiries']);
    // The same role reads those lists, and nothing of the areas it has no flag on.
    expect((await callApi(api.url, 'get', '/get/bookings', { token: sub.token })).status).toBe(200);
    expect((await callApi(api.url, 'get', '/get/contactUs/list', { token: sub.token })).status).toBe(200);
    expect((await callApi(api.url, 'get', '/get/events', { token: sub.token })).status).toBe(403);
  });

  it('gives a sub-admin whose role opens no area no figure at all', async () => {
    const sub = await api.createSubAdmin({ roleId: await api.createRole() });
    expect(await summaryAs(sub.token)).toEqual({});
  });

  it('counts a night until 06:00: in the small hours tonight is still the evening before', async () => {
    const friday = await insertEvent(api, { name: 'Friday Late', date: '2031-03-07' });
    await insertEvent(api, { name: 'Saturday Early', date: '2031-03-08' });
    const tonight = async (at: string) => {
      clock.set(at);
      return (await summaryAs(api.adminToken)).eventsTonight;
    };
    expect(await tonight('2031-03-07T19:00:00Z')).toEqual([expect.objectContaining({ _id: friday._id, name: 'Friday Late' })]); // 23:00 Friday
    expect(await tonight('2031-03-07T21:30:00Z')).toEqual([expect.objectContaining({ name: 'Friday Late' })]); // 01:30 Saturday: still Friday's night
    expect(await tonight('2031-03-08T01:59:00Z')).toEqual([expect.objectContaining({ name: 'Friday Late' })]); // 05:59
    expect(await tonight('2031-03-08T02:00:00Z')).toEqual([expect.objectContaining({ name: 'Saturday Early' })]); // 06:00: Saturday
    clock.set('2031-03-05T19:00:00Z');
  });

  it('refuses a query it does not take', async () => {
    const reply = await callApi(api.url, 'get', '/dashboard/summary', { token: api.adminToken, query: { day: 'monday' } });
    expect(reply.status).toBe(400);
  });
});
