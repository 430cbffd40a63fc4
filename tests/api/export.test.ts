import { beforeAll, describe, expect, it } from 'vitest';
import { exportName } from '#domain/export';
import { EXPORT_AREAS } from '#domain/export-areas';
import { formatDate, venueDay } from '#domain/format';
import { users } from '../../api/db/schema.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { parseCsv } from '../support/csv.ts';

const MANY = 2_500;

describe.each(backends)('CSV export on %s', (backend) => {
  const api = useTestApi(backend);
  const download = async (path: string, token: string | null = api.adminToken) => {
    const response = await fetch(new URL(`/api/v1/export/${path}`, api.url), { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as { status: boolean; message: string } };
  };

  beforeAll(async () => {
    // Values the web's forms would refuse but a CSV must still carry intact: the export writes what is stored.
    await api.db.insert(users).values([
      { firstName: 'Awk, "Quoted"', lastName: 'Line\r\nBreak', email: 'awkward@guest.test', mobileCode: '+971', mobileNo: '501234567', dob: '1994-02-28' },
      { firstName: '=HYPERLINK("http://evil.test")', lastName: '@SUM(A1)', email: '-2+3@guest.test', mobileCode: '\t971', mobileNo: '1', dob: null },
      { firstName: 'Zoë', lastName: 'Ünal 日本', email: 'zoe@guest.test', mobileCode: '+44', mobileNo: '7700900123', dob: '2000-12-31' },
      { firstName: 'Zed;=1+1', lastName: 'Tab\t=2+2', email: 'semi@guest.test', mobileCode: '+971', mobileNo: '2', dob: '1990-01-01' },
    ]);
  });

  it('writes RFC 4180 with the list’s column titles, dates as the web shows them and formula cells defused', async () => {
    const reply = await download('users.csv?search=guest.test');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="users-${venueDay()}.csv"`);
    expect(reply.text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(reply.text);
    expect(header).toEqual(['Date', 'Name', 'Dob', 'Email', 'Mobile No.']);
    const today = formatDate(new Date());
    expect(rows).toEqual(
      expect.arrayContaining([
        [today, 'Awk, "Quoted" Line\r\nBreak', 'Feb 28, 1994', 'awkward@guest.test', "'+971 501234567"],
        [today, `'=HYPERLINK("http://evil.test") @SUM(A1)`, 'Invalid Date', "'-2+3@guest.test", "'\t971 1"],
        [today, 'Zoë Ünal 日本', 'Dec 31, 2000', 'zoe@guest.test', "'+44 7700900123"],
        [today, 'Zed;=1+1 Tab\t=2+2', 'Jan 01, 1990', 'semi@guest.test', "'+971 2"],
      ]),
    );
    expect(rows).toHaveLength(4);
    // A spreadsheet that splits on semicolons or tabs keeps the quoted cell whole: no cell starts with "=".
    expect(reply.text).toContain('"Zed;=1+1 Tab\t=2+2"');
    // The raw bytes: quotes doubled inside quoted fields, UTF-8 as is.
    expect(reply.text).toContain('"Awk, ""Quoted"" Line\r\nBreak"');
    expect(reply.text).toContain('Zoë Ünal 日本');
  });

  it('applies the list’s filters, refuses a bad one with its message, and 404s an unknown area', async () => {
    for (const name of ['Door team', 'Bar team', 'Old bar crew']) await callApi(api.url, 'post', '/create/role', { token: api.adminToken, body: { name, permissions: [{ name: 'users', view: true }] } });
    const roles = (await callApi<{ data: { _id: string; name: string }[] }>(api.url, 'get', '/get/roles', { token: api.adminToken, query: { search: 'bar', limit: 10 } })).body.data!.data;
    const old = roles.find((r) => r.name === 'Old bar crew')!;
    await callApi(api.url, 'patch', '/update/role/status', { token: api.adminToken, body: { roleId: old._id, status: 2 } });

    const names = async (query: string) => parseCsv((await download(`roles.csv?${query}`)).text).slice(1).map((row) => row[1]);
    expect(await names('search=bar')).toEqual(['Old bar crew', 'Bar team']);
    expect(await names('search=bar&status=1')).toEqual(['Bar team']);
    expect(parseCsv((await download('roles.csv?search=bar&status=2')).text)).toEqual([['Date', 'Name', 'Status'], [formatDate(new Date()), 'Old bar crew', 'Inactive']]);
    // limit and offset of the list do not cut an export.
    expect(await names('search=bar&limit=1&offset=1')).toHaveLength(2);

    await callApi(api.url, 'delete', '/delete/role', { token: api.adminToken, body: { roleId: old._id, isDelete: true } });
    expect(await names('search=bar')).toEqual(['Bar team']);
    expect(await names('search=bar&deleted=true')).toEqual(['Old bar crew']);

    const bad = await download('roles.csv?status=9');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/application\/json/);
    expect(bad.json().status).toBe(false);
    expect(bad.json().message).toMatch(/status/i);
    expect((await download('bookings.csv?fromDate=2027-02-30')).json()).toEqual({ status: false, message: 'fromDate must be a date (YYYY-MM-DD)' });
    expect((await download('bookings.csv?fromDate=2027-03-05&toDate=2027-03-01')).json().message).toBe('toDate must not be before fromDate');
    expect((await download('memory-events.csv')).status).toBe(400);

    const unknown = await download('nothing.csv');
    expect(unknown.status).toBe(404);
    expect(unknown.json().status).toBe(false);
  });

  it('is guarded by the area’s view permission: 401 without a token, 403 without view, the file with it', async () => {
    const unauthenticated = await download('users.csv', null);
    expect(unauthenticated.status).toBe(401);
    const hostsOnly = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'hosts', view: true }] }) });
    const refused = await download('users.csv', hostsOnly.token);
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ status: false });
    expect(refused.text).not.toContain('awkward@guest.test');
    expect((await download('roles.csv', hostsOnly.token)).status).toBe(403); // Admin only
    expect((await download('hosts.csv', hostsOnly.token)).status).toBe(200);
    const viewer = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'users', view: true }] }) });
    expect(parseCsv((await download('users.csv?search=zoe@', viewer.token)).text)).toHaveLength(2);
  });

  it('answers every area with a list with its header row', async () => {
    for (const area of EXPORT_AREAS) {
      const name = exportName(area);
      if (name === 'memory-events') continue; // needs its event, refused above without it
      const reply = await download(`${name}.csv`);
      expect(reply.status, name).toBe(200);
      expect(parseCsv(reply.text)[0]!.length, name).toBeGreaterThan(1);
    }
  });

  it(`streams ${MANY.toLocaleString('en-US')} rows across chunks, each once, in the list’s order`, async () => {
    // One statement: every row gets the same created_at, so only the id breaks the ties between chunks.
    const rows = Array.from({ length: MANY }, (_, i) => ({ firstName: 'Bulk', lastName: String(i), email: `bulk${i}@many.test`, mobileCode: '+971', mobileNo: '500000000' }));
    await api.db.insert(users).values(rows);
    const reply = await download('users.csv?search=many.test');
    const [, ...records] = parseCsv(reply.text);
    expect(records).toHaveLength(MANY);
    expect(new Set(records.map((r) => r[3])).size).toBe(MANY);
    const page = await callApi<{ data: { email: string }[] }>(api.url, 'get', '/users', { token: api.adminToken, query: { search: 'many.test', limit: 100, offset: 1_000 - 50 } });
    expect(records.slice(1_000 - 50, 1_000 + 50).map((r) => r[3])).toEqual(page.body.data!.data.map((u) => u.email));
  });
});
