import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useCliStack, venue, type VenueOptions } from './venue.ts';

vi.setConfig({ testTimeout: 60_000 });

/**
 * A CLI newer than its gateway: the gateway does not know the hash of a document the CLI sends, so
 * the CLI sends the document's text instead (as the built CLI does, from its bundle). A pass-through
 * in front of a real gateway answers every call by hash with the gateway's PERSISTED_QUERY_NOT_FOUND.
 */
const cli = useCliStack();
let older: Server;
let as: VenueOptions;
const byHash: string[] = [];

beforeAll(async () => {
  const target = new URL(cli.stack.gatewayUrl);
  older = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.url === '/graphql' && body.includes('"persistedQuery"')) {
        byHash.push(String(body));
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] }));
      }
      const out = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      });
      out.end(body);
    });
  });
  await new Promise<void>((resolve) => older.listen(0, '127.0.0.1', resolve));
  as = { home: cli.home, env: { VENUE_GATEWAY: `http://127.0.0.1:${(older.address() as AddressInfo).port}`, VENUE_TOKEN: cli.stack.api.adminToken } };
  await cli.stack.api.createRole({ name: 'Door staff' });
});
afterAll(() => void older?.close());

describe('a gateway that does not know a document’s hash', () => {
  it('gets the document’s text instead, and the command works', async () => {
    const run = await venue(['roles', 'list', '--json'], as);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { items: { name: string }[] }).items.map((role) => role.name)).toContain('Door staff');
    expect(byHash.length).toBeGreaterThan(0);
  });
});
