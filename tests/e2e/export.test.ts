import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, venueDay } from '#domain/format';
import { callApi } from '../support/api.ts';
import { parseCsv } from '../support/csv.ts';
import { startE2E, type E2E } from './lib/harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  for (const [firstName, email] of [
    ['Dana', 'dana@export.test'],
    ['Omar', 'omar@export.test'],
    ['Zed, "the DJ"', 'zed@elsewhere.test'],
  ] as const) {
    await callApi(e2e.stack.api.url, 'post', '/create/user', { token: e2e.stack.api.adminToken, body: { firstName, lastName: 'Guest', email, mobileCode: '+971', mobileNo: '501234567', dob: '1994-02-28' } });
  }
});
afterAll(() => e2e?.close());

describe('Export CSV on a list', () => {
  it('downloads every row of the filtered view as a CSV named for the area and day', async () => {
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await page.goto(e2e.url('/users?q=export.test'));
    await page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: 'omar@export.test' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`users-${venueDay()}.csv`);
    const rows = parseCsv(await readFile((await download.path())!, 'utf8'));
    const today = formatDate(new Date());
    expect(rows).toEqual([
      ['Date', 'Name', 'Dob', 'Email', 'Mobile No.'],
      [today, 'Omar Guest', 'Feb 28, 1994', 'omar@export.test', "'+971 501234567"],
      [today, 'Dana Guest', 'Feb 28, 1994', 'dana@export.test', "'+971 501234567"],
    ]);
  });
});
