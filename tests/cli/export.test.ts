import { readFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../api/db/schema.ts';
import { callApi } from '../support/api.ts';
import { parseCsv } from '../support/csv.ts';
import { startTestStack, type TestStack } from '../support/gateway.ts';
import { closedPort, makeHome, venue, type VenueOptions } from './venue.ts';

// Each case spawns the CLI one or more times; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

let stack: TestStack;
let home: string;
let as: VenueOptions;
const ROWS = 1_500;

beforeAll(async () => {
  stack = await startTestStack();
  home = makeHome();
  as = { home, env: { VENUE_GATEWAY: stack.gatewayUrl, VENUE_TOKEN: stack.api.adminToken } };
  await stack.api.db.insert(users).values([
    { firstName: 'Awk, "Quoted"', lastName: 'Multi\nLine', email: 'awk@cli.test', mobileCode: '+971', mobileNo: '501234567', dob: '1994-02-28' },
    ...Array.from({ length: ROWS }, (_, i) => ({ firstName: 'Row', lastName: String(i), email: `row${i}@bulk.test`, mobileCode: '+971', mobileNo: '500000000' })),
  ]);
  for (const name of ['Door team', 'Bar team']) await callApi(stack.api.url, 'post', '/create/role', { token: stack.api.adminToken, body: { name, permissions: [{ name: 'users', view: true }] } });
});
afterAll(async () => {
  await stack?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('venue export', () => {
  it('-o writes the whole file and says how many rows; stdout gets the same bytes, with nothing on stderr in a pipe', async () => {
    const toFile = await venue(['export', 'users', '--csv', '-o', 'users.csv'], as);
    expect(toFile).toMatchObject({ code: 0, stdout: '' });
    expect(toFile.stderr).toBe(`Exported ${(ROWS + 1).toLocaleString('en-US')} users to users.csv\n`);
    const written = readFileSync(join(home, 'users.csv'), 'utf8');
    const records = parseCsv(written);
    expect(records[0]).toEqual(['Date', 'Name', 'Dob', 'Email', 'Mobile No.']);
    expect(records).toHaveLength(ROWS + 2);
    expect(records).toContainEqual([expect.any(String), 'Awk, "Quoted" Multi\nLine', 'Feb 28, 1994', 'awk@cli.test', "'+971 501234567"]);
    expect(readdirSync(home).filter((name) => name.includes('.part'))).toEqual([]);

    const toStdout = await venue(['export', 'users', '--csv'], as);
    expect(toStdout).toMatchObject({ code: 0, stderr: '' });
    expect(toStdout.stdout).toBe(written);
  });

  it('applies the filters, given as words the way the list takes them', async () => {
    const search = await venue(['export', 'users', '--csv', '--search', 'awk@'], as);
    expect(parseCsv(search.stdout).map((r) => r[3])).toEqual(['Email', 'awk@cli.test']);
    const roles = await venue(['export', 'roles', '--csv', '--search', 'team', '--status', 'active'], as);
    expect(parseCsv(roles.stdout).map((r) => r[1])).toEqual(['Name', 'Bar team', 'Door team']);
    expect((await venue(['export', 'roles', '--csv', '--status', 'inactive'], as)).stdout).toBe('Date,Name,Status\r\n');
  });

  it('exit codes: unknown area 5, no --csv 2, a refused filter 6 with the server’s message, an unreachable gateway 7', async () => {
    const unknown = await venue(['export', 'nothing', '--csv'], as);
    expect(unknown.code).toBe(5);
    expect(unknown.stderr).toMatch(/Unknown area "nothing"\. Areas with an export: roles, sub-admins/);
    expect((await venue(['export', 'users'], as)).code).toBe(2);
    const bad = await venue(['export', 'bookings', '--csv', '--from', '2027-02-30', '-o', 'bad.csv'], as);
    expect(bad).toMatchObject({ code: 6, stderr: 'venue: fromDate must be a date (YYYY-MM-DD)\n' });
    expect(existsSync(join(home, 'bad.csv'))).toBe(false);
    const down = await venue(['export', 'users', '--csv'], { home, env: { VENUE_GATEWAY: `http://127.0.0.1:${await closedPort()}`, VENUE_TOKEN: 'x' } });
    expect(down.code).toBe(7);
  });

  it('counts rows on a terminal', async () => {
    const run = await venue(['export', 'users', '--csv', '-o', 'tty.csv'], { ...as, tty: true });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Exporting\s+[\d,]+ rows/);
    expect(run.stdout).toContain(`Exported ${(ROWS + 1).toLocaleString('en-US')} users to tty.csv`);
  });
});
