import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildGateway } from '../../gateway/app.ts';
import { listen, type Listening } from '../../gateway/lib/listen.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { startCuttingProxy, type CuttingProxy } from '../support/cutting-proxy.ts';
import { padTo, pngBytes, uploadFiles } from '../support/media-files.ts';

// A file served from /media whose stream from the API breaks off part way (the API restarted, the
// network dropped): the client must see a broken download, never a short file that looks whole.
const api = useTestApi();
let cutter: CuttingProxy;
let gateway: Listening;
const CUT_AFTER = 64 * 1024;
const FILE_BYTES = 1024 * 1024;

beforeAll(async () => {
  // Between the gateway and the API: passes everything on, but stops a /media reply after CUT_AFTER bytes.
  cutter = await startCuttingProxy(api.url, '/media/', CUT_AFTER);
  gateway = await listen(buildGateway({ apiUrl: cutter.url, apiSecret: api.gatewaySecret, logger: pino({ level: 'silent' }) }), 0, '127.0.0.1');
});
afterAll(async () => {
  await gateway?.close();
  await cutter?.close();
});

describe('a /media download cut off mid-stream', () => {
  test('reaches the client as a broken download, and the gateway goes on serving', async () => {
    const bytes = padTo(pngBytes(40, 30), FILE_BYTES);
    const uploaded = await uploadFiles(api.url, '/api/v1/upload', 'gallery', [{ bytes, name: 'big.png' }], api.adminToken);
    expect(uploaded.status).toBe(201);
    const key = uploaded.body.data![0]!.Key;

    // Straight from the API the file is whole, so the break below is the cut's.
    const whole = await fetch(`${api.url}/media/${key}`);
    expect(Buffer.from(await whole.arrayBuffer()).length).toBe(FILE_BYTES);

    const cut = await fetch(`${gateway.url}/media/${key}`);
    expect(cut.status).toBe(200);
    expect(cut.headers.get('content-length')).toBe(String(FILE_BYTES));
    await expect(cut.arrayBuffer()).rejects.toThrow();

    const after = await fetch(`${gateway.url}/graphql?query=%7B__typename%7D`);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
