import { print } from 'graphql';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildGateway } from '../../gateway/app.ts';
import { listen, type Listening } from '../../gateway/lib/listen.ts';
import { UNKNOWN_DOCUMENT, UNKNOWN_HASH } from '../../gateway/lib/trusted-documents.ts';
import { CliMeDocument } from '../../graphql/generated/client/graphql.ts';
import { MeDocument } from '../../graphql/generated/web/graphql.ts';
import { useTestApi } from '../support/use-test-api.ts';

const api = useTestApi();
let subAdminToken: string;
const gateways: Record<'development' | 'production' | 'productionAllowingAdmins', Listening> = {} as never;

beforeAll(async () => {
  subAdminToken = (await api.createSubAdmin({ roleId: await api.createRole() })).token;
  const build = (production: boolean, allowArbitraryDocuments = false) =>
    listen(buildGateway({ apiUrl: api.url, production, allowArbitraryDocuments, checkReplies: true, logger: pino({ level: 'silent' }) }), 0, '127.0.0.1');
  gateways.development = await build(false);
  gateways.production = await build(true);
  gateways.productionAllowingAdmins = await build(true, true);
});
afterAll(async () => {
  await Promise.all(Object.values(gateways).map((g) => g.close()));
});

type Reply = { data?: { me?: { name: string } } | null; errors?: { message: string; extensions?: { code?: string } }[] };

const post = async (gateway: keyof typeof gateways, body: unknown, token = api.adminToken): Promise<Reply> => {
  const response = await fetch(`${gateways[gateway].url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Reply;
};

const webHash = (MeDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;
const byHash = { extensions: { persistedQuery: { version: 1, sha256Hash: webHash } } };
const arbitrary = { query: '{ me { name email } }' };

describe('in production', () => {
  test("runs the web console's documents sent by their hash alone", async () => {
    expect(webHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect((await post('production', byHash)).data?.me?.name).toBe('Test Admin');
  });

  test("runs the CLI's documents sent in full, as the CLI prints them", async () => {
    expect((await post('production', { query: print(CliMeDocument) })).data?.me?.name).toBe('Test Admin');
  });

  test('refuses any other document, and a hash it does not know, with a clear error', async () => {
    const other = await post('production', arbitrary);
    expect(other.data).toBeUndefined();
    expect(other.errors).toEqual([expect.objectContaining({ message: UNKNOWN_DOCUMENT, extensions: expect.objectContaining({ code: 'PERSISTED_QUERY_ONLY' }) })]);
    const unknown = await post('production', { extensions: { persistedQuery: { version: 1, sha256Hash: `sha256:${'0'.repeat(64)}` } } });
    expect(unknown.errors?.[0]).toMatchObject({ message: UNKNOWN_HASH, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
  });

  test('with GRAPHQL_ALLOW_ARBITRARY, runs other documents for an Admin token only', async () => {
    expect((await post('productionAllowingAdmins', arbitrary)).data?.me?.name).toBe('Test Admin');
    expect((await post('productionAllowingAdmins', arbitrary, subAdminToken)).errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    expect((await post('productionAllowingAdmins', arbitrary, 'not-a-token')).errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
  });
});

test('outside production, runs both hashes and any document', async () => {
  expect((await post('development', byHash)).data?.me?.name).toBe('Test Admin');
  expect((await post('development', arbitrary)).data?.me?.name).toBe('Test Admin');
});
