import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeHome, venue, type VenueOptions } from './venue.ts';

vi.setConfig({ testTimeout: 60_000 });

/** A stand-in for a gateway that is failing: every request, GraphQL or export, is HTTP 500 with a GraphQL error and no code. */
const server = createServer((req, res) => {
  req.resume();
  res.writeHead(500, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ errors: [{ message: 'boom' }] }));
});
let home: string;
let as: VenueOptions;

beforeAll(async () => {
  home = makeHome();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  as = { home, env: { VENUE_GATEWAY: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, VENUE_TOKEN: 'token' } };
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
  rmSync(home, { recursive: true, force: true });
});

describe('a gateway answering HTTP 500', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  it.each([
    ['list', ['roles', 'list']],
    ['get', ['roles', 'get', id]],
    ['a single change', ['roles', 'set-status', id, 'inactive']],
    ['a bulk change', ['roles', 'set-status', id, '00000000-0000-4000-8000-000000000002', 'inactive', '--yes']],
    ['export', ['export', 'roles', '--csv']],
  ])('%s exits 7 (gateway failing), as the exit-code table says', async (_what, args) => {
    const run = await venue(args, as);
    expect(run.code).toBe(7);
    expect(run.stderr).toContain('The gateway answered HTTP 500');
  });
});
