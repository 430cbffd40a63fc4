import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../api/db/schema.ts';
import { callApi } from '../support/api.ts';
import { parseCsv } from '../support/csv.ts';
import { closedPort, useCliStack, venue } from './venue.ts';

// Each case spawns the CLI one or more times; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();
const ROWS = 1_500;

beforeAll(async () => {
  await cli.stack.api.db.insert(users).values([
    { firstName: 'Awk, "Quoted"', lastName: 'Multi\nLine', email: 'awk@cli.test', mobileCode: '+971', mobileNo: '501234567', dob: '1994-02-28' },
    ...Array.from({ length: ROWS }, (_, i) => ({ firstName: 'Row', lastName: String(i), email: `row${i}@bulk.test`, mobileCode: '+971', mobileNo: '500000000' })),
  ]);
  for (const name of ['Door team', 'Bar team']) await callApi(cli.stack.api.url, 'post', '/create/role', { token: cli.stack.api.adminToken, body: { name, permissions: [{ name: 'users', view: true }] } });
});

describe('venue export', () => {
  it('-o writes the whole file and says how many rows; stdout gets the same bytes, with nothing on stderr in a pipe', async () => {
    const toFile = await venue(['export', 'users', '--csv', '-o', 'users.csv'], cli.as);
    expect(toFile).toMatchObject({ code: 0, stdout: '' });
    expect(toFile.stderr).toBe(`Exported ${(ROWS + 1).toLocaleString('en-US')} users to users.csv\n`);
    const written = readFileSync(join(cli.home, 'users.csv'), 'utf8');
    const records = parseCsv(written);
    expect(records[0]).toEqual(['Date', 'Name', 'Dob', 'Email', 'Mobile No.']);
    expect(records).toHaveLength(ROWS + 2);
    expect(records).toContainEqual([expect.any(String), 'Awk, "Quoted" Multi\nLine', 'Feb 28, 1994', 'awk@cli.test', "'+971 501234567"]);
    expect(readdirSync(cli.home).filter((name) => name.includes('.part'))).toEqual([]);

    const toStdout = await venue(['export', 'users', '--csv'], cli.as);
    expect(toStdout).toMatchObject({ code: 0, stderr: '' });
    expect(toStdout.stdout).toBe(written);
  });

  it('applies the filters, given as words the way the list takes them', async () => {
    const search = await venue(['export', 'users', '--csv', '--search', 'awk@'], cli.as);
    expect(parseCsv(search.stdout).map((r) => r[3])).toEqual(['Email', 'awk@cli.test']);
    const roles = await venue(['export', 'roles', '--csv', '--search', 'team', '--status', 'active'], cli.as);
    expect(parseCsv(roles.stdout).map((r) => r[1])).toEqual(['Name', 'Bar team', 'Door team']);
    expect((await venue(['export', 'roles', '--csv', '--status', 'inactive'], cli.as)).stdout).toBe('Date,Name,Status\r\n');
  });

  it('exit codes: unknown area 5, no --csv 2, a refused filter 6 with the server’s message, an unreachable gateway 7', async () => {
    const unknown = await venue(['export', 'nothing', '--csv'], cli.as);
    expect(unknown.code).toBe(5);
    expect(unknown.stderr).toMatch(/Unknown area "nothing"\. Areas with an export: roles, sub-admins/);
    expect((await venue(['export', 'users'], cli.as)).code).toBe(2);
    const bad = await venue(['export', 'bookings', '--csv', '--from', '2027-02-30', '-o', 'bad.csv'], cli.as);
    expect(bad).toMatchObject({ code: 6, stderr: 'venue: --from must be a date (YYYY-MM-DD)\n' });
    expect(existsSync(join(cli.home, 'bad.csv'))).toBe(false);
    const down = await venue(['export', 'users', '--csv'], { home: cli.home, env: { VENUE_GATEWAY: `http://127.0.0.1:${await closedPort()}`, VENUE_TOKEN: 'x' } });
    expect(down.code).toBe(7);
  });

  it('takes exactly the filters of the area’s list, checked with the same messages and exit codes', async () => {
    const cases = [
      ['users', '--status', 'active'],
      ['roles', '--status', 'bogus'],
      ['bookings', '--from', '2027-02-30'],
      ['bookings', '--type', 'bogus'],
      ['bookings', '--from', '2027-03-02', '--to', '2027-03-01'],
      ['memory-events'],
      ['tables', '--date', 'soon'],
      ['roles', '--sort', 'name'],
    ];
    for (const [area, ...filters] of cases) {
      const list = await venue([area!, 'list', ...filters], cli.as);
      const exported = await venue(['export', area!, '--csv', ...filters], cli.as);
      // --sort is a list's, not an export's: an export keeps the list's own order.
      if (filters[0] === '--sort') {
        expect([list.code, exported.code, exported.stderr]).toEqual([0, 2, `venue: Unknown option '--sort'\nRun \`venue export ${area} --help\` for usage.\n`]);
        continue;
      }
      expect(list.code, `${area} list ${filters.join(' ')}`).toBeGreaterThan(0);
      // A usage error names the --help of the command that refused it.
      const hinted = list.stderr.replace(`\`venue ${area} list --help\``, `\`venue export ${area} --help\``);
      expect([exported.code, exported.stderr], `export ${area} ${filters.join(' ')}`).toEqual([list.code, hinted]);
    }
    expect((await venue(['export', 'users', '--help'], cli.as)).stdout).not.toContain('--status');
    const help = (await venue(['export', 'bookings', '--help'], cli.as)).stdout;
    for (const flag of ['--search', '--type', '--payment-status', '--from', '--to']) expect(help).toContain(flag);
  });

  it('-o naming a folder that does not exist is one line and exit 2, before anything is fetched, leaving nothing behind', async () => {
    const run = await venue(['export', 'users', '--csv', '-o', '/nonexistent/dir/x.csv'], cli.as);
    expect(run).toMatchObject({ code: 2, stdout: '', stderr: 'venue: Cannot write /nonexistent/dir/x.csv: no such folder: /nonexistent/dir\n' });
    expect(existsSync('/nonexistent')).toBe(false);
  });

  it('counts rows on a terminal', async () => {
    const run = await venue(['export', 'users', '--csv', '-o', 'tty.csv'], { ...cli.as, tty: true });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Exporting\s+[\d,]+ rows/);
    expect(run.stdout).toContain(`Exported ${(ROWS + 1).toLocaleString('en-US')} users to tty.csv`);
  });
});
