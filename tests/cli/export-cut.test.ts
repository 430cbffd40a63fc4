import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../api/db/schema.ts';
import { buildGateway } from '../../gateway/app.ts';
import { listen, type Listening } from '../../gateway/lib/listen.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { startCuttingProxy, type CuttingProxy } from '../support/cutting-proxy.ts';
import { makeHome, venue, type VenueOptions } from './venue.ts';

vi.setConfig({ testTimeout: 60_000 });

/**
 * An export whose API goes away mid-stream (a restart, a crash): a pass-through between the gateway
 * and the API ends the connection after the first 64 kB of an export reply, as a dying API would.
 * The CLI must not take what arrived for the whole file.
 */
const api = useTestApi();
let cutter: CuttingProxy;
let gateway: Listening;
let home: string;
let as: VenueOptions;
const CUT_AFTER = 64 * 1024;

beforeAll(async () => {
  await api.db.insert(users).values(Array.from({ length: 6_000 }, (_, i) => ({ firstName: 'Row', lastName: String(i), email: `row${i}@cut.test`, mobileCode: '+971', mobileNo: '500000000' })));
  cutter = await startCuttingProxy(api.url, '/api/v1/export/', CUT_AFTER);
  gateway = await listen(buildGateway({ apiUrl: cutter.url, apiSecret: api.gatewaySecret, logger: pino({ level: 'silent' }) }), 0, '127.0.0.1');
  home = makeHome();
  as = { home, env: { VENUE_GATEWAY: gateway.url, VENUE_TOKEN: api.adminToken } };
});
afterAll(async () => {
  await gateway?.close();
  await cutter?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('an export cut off mid-stream', () => {
  it('fails with the unreachable code, and leaves neither the file nor a partial one', async () => {
    const run = await venue(['export', 'users', '--csv', '-o', 'users.csv'], as);
    expect(run.code).toBe(7);
    expect(run.stderr).toMatch(/^venue: The export broke off after [\d,]+ rows \(.+\); nothing was written to users.csv\.\n$/);
    expect(existsSync(join(home, 'users.csv'))).toBe(false);
    expect(readdirSync(home).filter((name) => name.includes('users'))).toEqual([]);
  });

  it('to stdout, the output stops short and the exit code says so', async () => {
    const run = await venue(['export', 'users', '--csv'], as);
    expect(run.code).toBe(7);
    expect(run.stdout.length).toBeLessThan(6_000 * 40);
    // The header and some rows went out: the message says so, not that nothing was written.
    const rows = run.stdout.split('\r\n').length - 2;
    expect(run.stderr).toMatch(new RegExp(`^venue: The export broke off after ${rows.toLocaleString('en-US')} rows \\(\\w+\\); the output is incomplete\\.\n$`));
  });
});
