import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signIn } from '../support/http.ts';
import { letter } from '../support/newsletters.ts';
import { buildBundles, startBundle, type Running } from '../support/processes.ts';

describe('npm start: gateway, API and worker in one process on the embedded default', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-one-'));
  let server: Running | undefined;
  beforeAll(() => buildBundles(['server']), 120_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves, sends a newsletter with its own worker, and stops on SIGTERM with exit code 0', async () => {
    const env = { DATA_DIR: dataDir, PORT: '0', API_PORT: '0', DEMO_DATA: 'false', ADMIN_PASSWORD: 'One-process-1', DELIVERY_POLL_MS: '100' };
    server = await startBundle('server', env);
    const gateway = server.url;
    const api = `http://127.0.0.1:${server.lines.find((l) => l.msg === 'api listening')!.port as number}`;
    expect((await fetch(`${gateway}/readyz`)).status).toBe(200);
    expect((await fetch(`${api}/readyz`)).status).toBe(200);
    // Two guests subscribe on the venue's site, through the gateway.
    for (const email of ['first@one.test', 'second@one.test']) {
      const reply = await fetch(`${gateway}/api/v1/newsletter/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
      expect(reply.status).toBe(200);
    }
    const token = await signIn(api, 'admin@venue.local', 'One-process-1');
    expect((await callApi(api, 'post', '/send/newsletter/email', { token, body: letter('One process sends it all') })).status).toBe(201);
    const outbox = join(dataDir, 'outbox');
    const until = Date.now() + 20_000;
    const sentFiles = () => readdirSync(outbox, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).length;
    while (!existsSync(outbox) || sentFiles() < 2) {
      if (Date.now() > until) throw new Error('the messages were not sent');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The worker writes a message to the outbox before it records it as sent, so the
    // counter may trail the files by a moment: read /metrics until it has caught up.
    let metrics = '';
    const sentCounted = /venue_newsletter_emails_total\{outcome="sent"\} 2\b/;
    while (!sentCounted.test((metrics = await (await fetch(`${gateway}/metrics`)).text()))) {
      if (Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(metrics).toContain('service="gateway"');
    expect(metrics).toContain('service="api"');
    expect(metrics).toMatch(sentCounted);
    expect(await server.stop('SIGTERM')).toBe(0);
  }, 120_000);
});
