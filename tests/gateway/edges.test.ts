import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import viteConfig from '../../vite.config.ts';
import { buildGateway } from '../../gateway/app.ts';
import { listen, type Listening } from '../../gateway/lib/listen.ts';
import { useTestStack } from '../support/use-test-stack.ts';
import { gql } from './lib/gql.ts';

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(', ')}];`;
const TOO_LARGE = { errors: [{ message: 'Request body is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] };

/** A body of `total` bytes produced as it is sent (the client holds none of it), never ending when `total` is Infinity. */
const streamedBody = (total: number) => {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
};

const postGraphql = (body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, duplex: 'half', signal: AbortSignal.timeout(15_000) } as RequestInit);

let webDir: string;
beforeAll(() => {
  webDir = mkdtempSync(path.join(tmpdir(), 'venue-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Venue</title><div id="root"></div><script type="module" src="/assets/index-1a2b3c.js"></script>');
  writeFileSync(path.join(webDir, 'assets', 'index-1a2b3c.js'), SCRIPT);
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));
const stack = useTestStack(() => ({ webDir }));
let listed: Listening;
beforeAll(async () => {
  const app = buildGateway({ apiUrl: stack.api.url, webDir, logger: pino({ level: 'silent' }), corsOrigins: ['https://ops.venue.example'], mediaBaseUrl: 'https://cdn.venue.example/media' });
  listed = await listen(app, 0, '127.0.0.1');
});
afterAll(() => listed?.close());

describe('GraphQL bodies', () => {
  test('an operation of normal size still runs', async () => {
    const padded = `{ health { api } }${' '.repeat(50_000)}`;
    const reply = await gql<{ health: { api: string } }>(stack.gatewayUrl, padded);
    expect(reply.status).toBe(200);
  });

  test('a body over 100 kB is a 413, whether its length is declared or not', async () => {
    const declared = await postGraphql(JSON.stringify({ query: `{ health { api } }${' '.repeat(150_000)}` }));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual(TOO_LARGE);
    const streamed = await postGraphql(streamedBody(300_000));
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual(TOO_LARGE);
  });

  test('a body that never ends is refused as soon as it passes the limit', async () => {
    const reply = await postGraphql(streamedBody(Infinity));
    expect(reply.status).toBe(413);
  });

  test('a declared 10 MB body is refused before it is sent', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('{"query":"');
      // The rest is never sent: the reply must come without it.
    });
    expect(status).toBe(413);
  });

  test('a compressed body (a small gzip can inflate to gigabytes) is refused', async () => {
    const reply = await postGraphql(gzipSync(JSON.stringify({ query: '{ health { api } }' })), { 'content-encoding': 'gzip' });
    expect(reply.status).toBe(415);
  });

  test('a POST that is not JSON (a form, plain text: what any page can make a browser send unasked) runs nothing: 415', async () => {
    const login = JSON.stringify({ query: 'mutation { login(email: "admin@venue.test", password: "guess") { token } }' });
    const form = new URLSearchParams({ query: 'mutation { login(email: "admin@venue.test", password: "guess") { token } }' }).toString();
    const refused = { errors: [{ message: 'POST /graphql takes a JSON body (Content-Type: application/json)', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] };
    for (const [body, type] of [[form, 'application/x-www-form-urlencoded'], [login, 'text/plain'], [login, 'multipart/form-data; boundary=x'], [login, 'application/jsonp']] as const) {
      const reply = await postGraphql(body, { 'content-type': type });
      expect({ status: reply.status, body: await reply.json() }, type).toEqual({ status: 415, body: refused });
    }
    const json = await postGraphql(JSON.stringify({ query: '{ health { api } }' }), { 'content-type': 'application/json; charset=utf-8' });
    expect(json.status).toBe(200);
  });

  test('malformed JSON is a 400 that says so and echoes nothing of the body', async () => {
    for (const body of ['{"query": ', '{"query":"{ me { name } }" secret-token-abc}']) {
      const reply = await postGraphql(body);
      expect({ status: reply.status, body: await reply.json() }).toEqual({ status: 400, body: { errors: [{ message: 'POST body sent invalid JSON.', extensions: { code: 'BAD_REQUEST' } }] } });
    }
  });

  test('40 concurrent unauthenticated 10 MB bodies leave the gateway’s memory where it was', async () => {
    const before = process.memoryUsage();
    let peak = 0;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.heapUsed + now.arrayBuffers - before.heapUsed - before.arrayBuffers);
    }, 5);
    try {
      const replies = await Promise.all(Array.from({ length: 40 }, () => postGraphql(streamedBody(10 * 1024 * 1024))));
      expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 40 }, () => 413));
    } finally {
      clearInterval(sampler);
    }
    // 40 × 10 MB held would be 400 MB; the limit lets at most 40 × 100 kB in.
    expect(peak).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('CORS on /graphql', () => {
  const preflight = (base: string, origin: string) =>
    fetch(`${base}/graphql`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });

  test('same-origin by default: another origin gets no CORS headers, so a browser will not hand it the reply', async () => {
    const answer = await preflight(stack.gatewayUrl, 'https://evil.example');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    const query = await fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{"query":"{ health { api } }"}' });
    expect(query.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('an origin listed in CORS_ORIGINS may call it, without credentials; others still may not', async () => {
    const allowed = await preflight(listed.url, 'https://ops.venue.example');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://ops.venue.example');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    expect((await preflight(listed.url, 'https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the web app’s headers', () => {
  test('pages carry a strict Content-Security-Policy, no framing and no referrer', async () => {
    for (const url of [`${stack.gatewayUrl}/`, `${stack.gatewayUrl}/roles/1`, `${stack.gatewayUrl}/assets/index-1a2b3c.js`]) {
      const response = await fetch(url, { headers: { accept: 'text/html' } });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/img-src 'self' data: blob:;/);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  test('images may also come from MEDIA_BASE_URL’s origin', async () => {
    const csp = (await fetch(`${listed.url}/`, { headers: { accept: 'text/html' } })).headers.get('content-security-policy');
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.venue.example;");
  });

  test('hashed assets are cached for good, index.html is revalidated', async () => {
    const asset = await fetch(`${stack.gatewayUrl}/assets/index-1a2b3c.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const route of ['/', '/login', '/index.html']) {
      expect((await fetch(`${stack.gatewayUrl}${route}`, { headers: { accept: 'text/html' } })).headers.get('cache-control'), route).toBe('no-cache');
    }
  });

  test.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('assets are compressed with %s when the browser accepts it', async (encoding, decompress) => {
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      request(`${stack.gatewayUrl}/assets/index-1a2b3c.js`, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(raw.encoding).toBe(encoding);
    expect(raw.body.length).toBeLessThan(SCRIPT.length / 2);
    expect(decompress(raw.body).toString()).toBe(SCRIPT);
  });

  test('the build publishes no source maps unless asked to', () => {
    expect(viteConfig.build?.sourcemap).toBe(false);
  });
});
