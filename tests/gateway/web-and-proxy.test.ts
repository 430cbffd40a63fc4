import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildGateway } from '../../gateway/app.ts';
import { listen, type Listening } from '../../gateway/lib/listen.ts';
import { useTestStack } from '../support/use-test-stack.ts';

const INDEX = '<!doctype html><title>Venue test shell</title><div id="root"></div>';
const SCRIPT = 'console.log("venue");';
const BROTLI_SCRIPT = 'console.log("venue, from the build\'s brotli file");';

const get = (base: string, urlPath: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') =>
  fetch(base + urlPath, { headers: { accept } });

let webDir: string;
beforeAll(() => {
  webDir = mkdtempSync(path.join(tmpdir(), 'venue-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX);
  writeFileSync(path.join(webDir, 'assets', 'app.js'), SCRIPT);
  // The build's brotli twin (web/build/precompress.ts); its text differs so the test sees which file was sent.
  writeFileSync(path.join(webDir, 'assets', 'app.js.br'), brotliCompressSync(BROTLI_SCRIPT));
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));
const stack = useTestStack(() => ({ webDir }));
let production: Listening;
beforeAll(async () => {
  production = await listen(buildGateway({ apiUrl: stack.api.url, webDir, production: true, logger: pino({ level: 'silent' }) }), 0, '127.0.0.1');
});
afterAll(() => production?.close());

describe('the web app', () => {
  test('client routes such as /roles/123 fall back to index.html', async () => {
    for (const route of ['/', '/roles/123', '/roles/123/edit', '/login']) {
      const response = await get(stack.gatewayUrl, route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toBe(INDEX);
    }
    // A load balancer's health probe may ask with HEAD: the same status and type, no body.
    const head = await fetch(`${stack.gatewayUrl}/roles/123`, { method: 'HEAD', headers: { accept: 'text/html' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/text\/html/);
  });

  test('built assets are served as files', async () => {
    const response = await get(stack.gatewayUrl, '/assets/app.js', '*/*');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe(SCRIPT);
  });

  test('a browser accepting brotli gets the build\'s brotli file of a script, others the script itself', async () => {
    const brotli = await fetch(`${stack.gatewayUrl}/assets/app.js`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await brotli.text()).toBe(BROTLI_SCRIPT);
    const plain = await fetch(`${stack.gatewayUrl}/assets/app.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).not.toBe('br');
    expect(await plain.text()).toBe(SCRIPT);
  });

  test('no fallback for missing files, non-HTML requests or other methods', async () => {
    expect((await get(stack.gatewayUrl, '/assets/missing.js', '*/*')).status).toBe(404);
    expect((await get(stack.gatewayUrl, '/roles/123', 'application/json')).status).toBe(404);
    const post = await fetch(`${stack.gatewayUrl}/roles/123`, { method: 'POST', headers: { accept: 'text/html' } });
    expect(post.status).toBe(404);
  });

  test('/graphql and /media are never answered with index.html', async () => {
    const graphiql = await (await get(stack.gatewayUrl, '/graphql')).text();
    expect(graphiql).toMatch(/graphiql/i);
    const productionPage = await get(production.url, '/graphql');
    expect(await productionPage.text()).not.toContain('Venue test shell');
    expect(await (await get(stack.gatewayUrl, '/media/a.png')).text()).not.toContain('Venue test shell');
  });

  test("the API's paths are never answered with index.html: a browser asking for one the gateway does not pass on gets a 404", async () => {
    for (const urlPath of ['/api/v1/get/roles', '/api/v1/get/contactUs/list', '/api/v2/anything']) {
      const page = await get(stack.gatewayUrl, urlPath, 'text/html');
      expect(page.status, urlPath).toBe(404);
      expect(await page.text(), urlPath).not.toContain('Venue test shell');
    }
  });
});

describe('the /upload and /media proxy', () => {
  const direct = async (method: string, urlPath: string, token?: string, body?: FormData) => {
    const response = await fetch(stack.api.url + urlPath, { method, headers: token ? { authorization: `Bearer ${token}` } : {}, body });
    return { status: response.status, body: await response.text() };
  };
  const viaGateway = async (method: string, urlPath: string, token?: string, body?: FormData) => {
    const response = await fetch(stack.gatewayUrl + urlPath, { method, headers: token ? { authorization: `Bearer ${token}` } : {}, body });
    return { status: response.status, body: await response.text() };
  };
  const form = () => {
    const data = new FormData();
    data.set('path', 'gallery');
    data.set('files', new Blob([new Uint8Array(2048)], { type: 'image/png' }), 'pixel.png');
    return data;
  };

  test('POST /upload answers exactly as the API’s /api/v1/upload does, with and without a token', async () => {
    for (const token of [undefined, stack.api.adminToken]) {
      const proxied = await viaGateway('POST', '/upload', token, form());
      expect(proxied).toEqual(await direct('POST', '/api/v1/upload', token, form()));
      expect(proxied.body).toMatch(/^\{"status":/);
    }
  });

  test('GET /media/<key> answers exactly as the API’s /media/<key> does', async () => {
    for (const token of [undefined, stack.api.adminToken]) {
      expect(await viaGateway('GET', '/media/gallery/none.png', token)).toEqual(await direct('GET', '/media/gallery/none.png', token));
    }
  });
});
