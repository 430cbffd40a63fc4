import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '#domain/floor/calendar-day';
import { venueDay } from '#domain/format';
import { callApi } from '../support/api.ts';
import { insertSubscribers } from '../support/newsletters.ts';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();
const today = venueDay(new Date());

/** Files an enquiry as the venue's site does: the public call, no token. */
const file = async (firstName: string) => {
  const response = await fetch(`${cli.stack.api.url}/api/v1/contactUs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName, lastName: 'Khalil', email: `${firstName.toLowerCase()}@guest.test`, mobileCode: '+971', mobileNo: '501112233', dob: '1992-07-04', specialOccasion: 1 }),
  });
  if (!response.ok) throw new Error(await response.text());
};

beforeAll(async () => {
  for (const name of ['Sara', 'Rami', 'Tala']) await file(name);
  await insertSubscribers(cli.stack.api.db, ['bo@guests.test', 'cy@guests.test', 'ana@guests.test']);
  for (const name of ['Lounge', 'Bar Team']) await callApi(cli.stack.api.url, 'post', '/create/role', { token: cli.stack.api.adminToken, body: { name, permissions: [{ name: 'users', view: true }] } });
});

/** The values of `key` of the items `venue <args> --json` prints. */
const listed = async (key: string, ...args: string[]) => {
  const run = await venue([...args, '--json'], cli.as);
  expect(run.stderr).toBe('');
  const page = JSON.parse(run.stdout) as { items: Record<string, unknown>[] } | Record<string, unknown>[];
  return (Array.isArray(page) ? page : page.items).map((item) => item[key]);
};

describe('--sort on list commands (GraphQL orderBy), from the document', () => {
  it('orders by the area’s sort fields, a leading - descending, the first key first', async () => {
    expect(await listed('name', 'contact-us', 'list', '--sort', 'firstName')).toEqual(['Rami Khalil', 'Sara Khalil', 'Tala Khalil']);
    expect(await listed('name', 'contact-us', 'list', '--sort', '-firstName')).toEqual(['Tala Khalil', 'Sara Khalil', 'Rami Khalil']);
    expect(await listed('email', 'newsletters', 'list', '--sort', 'email')).toEqual(['ana@guests.test', 'bo@guests.test', 'cy@guests.test']);
    expect(await listed('email', 'newsletters', 'list', '--sort', 'subscribeCount,-email')).toEqual(['cy@guests.test', 'bo@guests.test', 'ana@guests.test']);
    expect((await listed('name', 'roles', 'list', '--sort', 'name')).slice(0, 2)).toEqual(['Bar Team', 'Lounge']);
  });

  it('a field the area does not sort by, or one named twice, is invalid input (6) with the fields it takes', async () => {
    const unknown = await venue(['contact-us', 'list', '--sort', 'age'], cli.as);
    expect([unknown.code, unknown.stderr.trim()]).toEqual([6, 'venue: --sort cannot use "age": sort by firstName, lastName, email, createdAt (a leading "-" sorts descending)']);
    const twice = await venue(['roles', 'list', '--sort', 'name,-name'], cli.as);
    expect([twice.code, twice.stderr.trim()]).toEqual([6, 'venue: --sort names "name" more than once']);
  });

  it('every list whose document takes orderBy offers it, with an example in its help', async () => {
    for (const area of ['users', 'roles', 'tables', 'bookings', 'menu', 'memory-events']) {
      const help = (await venue([area, 'list', '--help'], cli.as)).stdout;
      expect(help).toContain('--sort <fields>');
      expect(help).toContain(`$ venue ${area} list --sort -`);
    }
  });
});

describe('--from / --to on enquiries and subscribers (GraphQL from / to)', () => {
  it('keeps the records of those venue days, both included', async () => {
    for (const area of ['contact-us', 'newsletters']) {
      expect(await listed('id', area, 'list', '--from', today, '--to', today)).toHaveLength(3);
      expect(await listed('id', area, 'list', '--to', addDays(today, -1))).toEqual([]);
      expect(await listed('id', area, 'list', '--from', addDays(today, 1))).toEqual([]);
      const help = (await venue([area, 'list', '--help'], cli.as)).stdout;
      expect(help).toContain('--from <YYYY-MM-DD>');
      expect(help).toContain(`$ venue ${area} list --from 2027-03-01 --to 2027-03-31`);
    }
  });

  it('a day that is not YYYY-MM-DD, or --to before --from, is invalid input (6) with a precise message', async () => {
    const badDay = await venue(['newsletters', 'list', '--from', '2027-02-30'], cli.as);
    expect([badDay.code, badDay.stderr.trim()]).toEqual([6, 'venue: --from must be a date (YYYY-MM-DD)']);
    const badTo = await venue(['contact-us', 'list', '--to', 'tomorrow'], cli.as);
    expect([badTo.code, badTo.stderr.trim()]).toEqual([6, 'venue: --to must be a date (YYYY-MM-DD)']);
    const backwards = await venue(['contact-us', 'list', '--from', '2027-03-05', '--to', '2027-03-04'], cli.as);
    expect([backwards.code, backwards.stderr.trim()]).toEqual([6, 'venue: --to must not be before --from (2027-03-04 is before 2027-03-05)']);
  });

  it('a list whose document has no date range takes no --from', async () => {
    const run = await venue(['roles', 'list', '--from', today], cli.as);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("venue: Unknown option '--from'\n");
  });
});

describe('--fields on a page of a list', () => {
  it('prints exactly the columns asked for, in a pipe without the row number, so `--fields id` is one id a line', async () => {
    const ids = await listed('id', 'roles', 'list', '--search', 'a');
    const page = await venue(['roles', 'list', '--search', 'a', '--fields', 'id'], cli.as);
    expect(page.code).toBe(0);
    expect(page.stdout.trim().split('\n')).toEqual(ids);
    const two = await venue(['roles', 'list', '--search', 'Lounge', '--fields', 'name,id'], cli.as);
    expect(two.stdout.trim().split('\t')).toEqual(['Lounge', expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    // Without --fields the page keeps its numbered rows.
    const plain = await venue(['roles', 'list', '--search', 'Lounge'], cli.as);
    expect(plain.stdout.trim().split('\t').slice(0, 3)).toEqual(['1', expect.stringMatching(/^[0-9a-f-]{36}$/), 'Lounge']);
  });
});
