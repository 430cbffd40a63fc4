import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { callApi, type TestApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';

interface Sent {
  status: number;
  body: string;
}

/** A raw call: exactly these headers (none added, not even a Content-Type), the body as one piece or in chunks. */
function send(api: TestApi, method: string, path: string, headers: Record<string, string>, body?: string, chunked = false): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const url = new URL(`/api/v1${path}`, api.url);
    const sized = body === undefined || chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = request(url, { method, headers: { authorization: `Bearer ${api.adminToken}`, ...sized, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    if (chunked && body !== undefined) req.write(body);
    req.end(chunked ? undefined : body);
  });
}

const ROLE = JSON.stringify({ name: 'Typed role', permissions: [{ name: 'menu', all: false, add: false, view: true, edit: false, del: false }] });
const REFUSED = { status: false, message: 'POST /api/v1/create/role takes a JSON body (Content-Type: application/json)' };

describe.each(backends)('the type of a REST body on %s', (backend) => {
  const api = useTestApi(backend);

  const roleCount = async () => (await callApi<{ count: number }>(api.url, 'get', '/get/roles', { token: api.adminToken })).body.data!.count;

  it('a JSON body sent as text, a form or with no Content-Type is 415 saying so, and nothing is written', async () => {
    const before = await roleCount();
    const types: Record<string, string>[] = [{ 'content-type': 'text/plain' }, { 'content-type': 'application/x-www-form-urlencoded' }, {}];
    for (const headers of types) {
      const reply = await send(api, 'POST', '/create/role', headers, ROLE);
      expect([reply.status, JSON.parse(reply.body)], JSON.stringify(headers)).toEqual([415, REFUSED]);
    }
    const chunked = await send(api, 'POST', '/create/role', { 'content-type': 'text/plain' }, ROLE, true);
    expect([chunked.status, JSON.parse(chunked.body)]).toEqual([415, REFUSED]);
    expect(await roleCount()).toBe(before);
  });

  it('application/json (with parameters too) is read; a call with no body is judged by its route as before', async () => {
    const typed = await send(api, 'POST', '/create/role', { 'content-type': 'application/json; charset=utf-8' }, ROLE);
    expect(typed.status).toBe(201);
    const bodiless = await send(api, 'PATCH', '/restore/role', {});
    expect([bodiless.status, JSON.parse(bodiless.body).message]).toEqual([400, 'roleId is required']);
    const empty = await send(api, 'PATCH', '/restore/role', { 'content-type': 'text/plain' }, '');
    expect(empty.status).toBe(400);
  });

  it('the one-click unsubscribe still takes the form mail clients send', async () => {
    const reply = await send(api, 'POST', '/newsletter/unsubscribe?token=nonsense', { 'content-type': 'application/x-www-form-urlencoded' }, 'List-Unsubscribe=One-Click');
    expect(reply.status).toBe(400);
    expect(reply.body).not.toContain('takes a JSON body');
  });
});
