import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildGateway } from '../../gateway/app.ts';
import { listen } from '../../gateway/lib/listen.ts';
import { auditLog, newsletterCampaigns, roles as rolesTable } from '../../api/db/schema.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { insertSubscribers, letter, testMail } from '../support/newsletters.ts';
import { startTcpProxyTo, type TcpProxyTo } from '../support/tcp-proxy.ts';
import { startWatchingProxy, type WatchedRequest, type WatchVerdict } from '../support/watching-proxy.ts';
import { makeHome, venue, type VenueOptions } from './venue.ts';

vi.setConfig({ testTimeout: 60_000 });

/**
 * The CLI against a stack that fails as a real one does mid-run: the API behind the gateway is
 * reached through a TCP pass-through the test takes away (the API restarting: the gateway answers
 * SERVICE_UNAVAILABLE), and the CLI reaches the gateway through a pass-through that can lose a
 * reply after the server acted, answer 429/503 itself, or be taken away (the gateway restarting).
 */
let api: TestApi;
let apiLink: TcpProxyTo;
let gateway: Awaited<ReturnType<typeof listen>>;
let gatewayLink: TcpProxyTo;
let home: string;
let outbox: string;
let watch: (request: WatchedRequest) => WatchVerdict | Promise<WatchVerdict> = () => undefined;
let watched: Awaited<ReturnType<typeof startWatchingProxy>>;

beforeAll(async () => {
  const mail = testMail();
  outbox = mail.outboxDir;
  api = await startTestApi({ config: { mail } });
  apiLink = await startTcpProxyTo(api.url);
  gateway = await listen(buildGateway({ apiUrl: apiLink.url, apiSecret: api.gatewaySecret, logger: pino({ level: 'silent' }), checkReplies: true }), 0, '127.0.0.1');
  gatewayLink = await startTcpProxyTo(gateway.url);
  watched = await startWatchingProxy(gatewayLink.url, (request) => watch(request));
  home = makeHome();
}, 60_000);
afterAll(async () => {
  await watched?.close();
  await gatewayLink?.close();
  await gateway?.close();
  await apiLink?.close();
  await api?.close();
  rmSync(home, { recursive: true, force: true });
  rmSync(outbox, { recursive: true, force: true });
});

/** Runs the CLI as the Admin through the pass-throughs. */
const run = (args: string[], extra: Partial<VenueOptions> = {}) => venue(args, { home, ...extra, env: { VENUE_GATEWAY: watched.url, VENUE_TOKEN: api.adminToken, ...extra.env } });

/** `count` roles named `<prefix> 0000`…, as ids in that order. */
const makeRoles = async (prefix: string, count: number) => {
  const rows = await api.db
    .insert(rolesTable)
    .values(Array.from({ length: count }, (_, i) => ({ name: `${prefix} ${String(i).padStart(4, '0')}`, permissions: [] })))
    .returning({ id: rolesTable.id, name: rolesTable.name });
  return rows.sort((a, b) => a.name.localeCompare(b.name)).map((r) => r.id);
};
const inactiveCount = async (prefix: string) => (await api.db.select({ id: rolesTable.id }).from(rolesTable).where(and(eq(rolesTable.status, 2), like(rolesTable.name, `${prefix} %`)))).length;
/** A watch that loses the reply of the first request whose body holds `marker` (an operation name, a variable). */
const loseFirstReplyOf = (marker: string) => {
  let lost = false;
  return ({ body }: WatchedRequest): WatchVerdict => (body.includes(marker) && !lost ? ((lost = true), 'lose-reply') : undefined);
};
const isBatch = (n: number) => {
  let batches = 0;
  return ({ body }: WatchedRequest) => body.includes('"ids":') && ++batches === n;
};

describe('a bulk run meeting a transient failure', () => {
  it('the API restarting mid-run: the batch that met it is retried and the run finishes (exit 0)', async () => {
    const ids = await makeRoles('Restart', 1_200);
    const second = isBatch(2);
    watch = async (request) => {
      if (second(request)) await apiLink.cut('refuse');
    };
    let restored = false;
    const done = await run(['roles', 'set-status', 'inactive', '--yes'], {
      input: ids.join('\n'),
      // The API comes back while the CLI waits to try again.
      onStderr: (said) => void (said.includes('Trying again') && !restored && (restored = true) && apiLink.restore()),
    });
    expect(done.code).toBe(0);
    expect(done.stderr).toMatch(/^venue: The API is unavailable\. Try again shortly\. Trying again in \d\.\d s \(retry 1 of 3\)\.\n/);
    expect(done.stderr).toMatch(/Deactivated 1,200 of 1,200 roles: 1,200 done, 0 failed, 0 skipped\.\n$/);
    expect(await inactiveCount('Restart')).toBe(1_200);
  });

  it('a reply lost after the server acted: the batch goes again and nothing is done twice', async () => {
    const ids = await makeRoles('Lost', 1_200);
    const second = isBatch(2);
    watch = (request) => (second(request) ? 'lose-reply' : undefined);
    const done = await run(['roles', 'set-status', 'inactive', '--yes'], { input: ids.join('\n') });
    expect(done.code).toBe(0);
    expect(done.stderr).toContain('ECONNRESET. Trying again in');
    // The second batch was applied by the lost call: the retry finds it done.
    expect(done.stderr).toMatch(/Deactivated 700 of 1,200 roles: 700 done, 0 failed, 500 skipped\.\n$/);
    expect(await inactiveCount('Lost')).toBe(1_200);
    const audited = await api.db.select({ id: auditLog.recordId }).from(auditLog).where(inArray(auditLog.recordId, ids));
    expect(audited).toHaveLength(1_200);
  });

  it('an outage longer than the retries: what was done, what is unconfirmed and not attempted, exit 7; the same command again finishes the rest', async () => {
    const ids = await makeRoles('Outage', 1_200);
    const second = isBatch(2);
    watch = async (request) => {
      if (second(request)) await apiLink.cut('refuse');
    };
    try {
      const cut = await run(['roles', 'set-status', 'inactive', '--yes', '--json'], { input: ids.join('\n') });
      expect(cut.code).toBe(7);
      const report = JSON.parse(cut.stdout);
      expect(report).toMatchObject({ done: 500, failed: 0, skipped: 0, unconfirmed: 500, notAttempted: 200 });
      const outcome = (id: string) => report.results.find((r: { id: string }) => r.id === id);
      expect(outcome(ids[0]!)).toMatchObject({ outcome: 'DONE' });
      expect(outcome(ids[500]!)).toMatchObject({ outcome: 'UNCONFIRMED', reason: 'The API is unavailable. Try again shortly. (tried 4 times)' });
      expect(outcome(ids[1_199]!)).toMatchObject({ outcome: 'NOT_ATTEMPTED' });
      expect(cut.stderr.match(/Trying again/g)).toHaveLength(3);
      expect(cut.stderr).toMatch(
        /Deactivated 500 of 1,200 roles: 500 done, 0 failed, 0 skipped, 500 unconfirmed \(their call failed: they may have been applied\), 200 not attempted; the same command again finishes the rest\.\nvenue: The API is unavailable\. Try again shortly\. \(tried 4 times\)\n$/,
      );
    } finally {
      await apiLink.restore();
    }
    watch = () => undefined;
    const again = await run(['roles', 'set-status', 'inactive', '--yes'], { input: ids.join('\n') });
    expect(again).toMatchObject({ code: 0, stderr: 'Deactivated 700 of 1,200 roles: 700 done, 0 failed, 500 skipped.\n' });
    expect(await inactiveCount('Outage')).toBe(1_200);
  });

  it('a single set-status whose reply is lost is sent again (a status given, not flipped)', async () => {
    const [id] = await makeRoles('Single', 1);
    watch = loseFirstReplyOf('"status":"INACTIVE"');
    const done = await run(['roles', 'set-status', id!, 'inactive']);
    expect(done.code).toBe(0);
    expect(done.stderr).toContain('Trying again');
    expect(await inactiveCount('Single')).toBe(1);
  });

  it('a single delete whose reply is lost is sent again; its refusal then says that the earlier try may have done it', async () => {
    const [id] = await makeRoles('Deleted', 1);
    watch = loseFirstReplyOf('CliDeleteRole');
    const done = await run(['roles', 'delete', id!, '--yes']);
    expect(done.code).toBe(5);
    expect(done.stderr).toMatch(/ECONNRESET\. Trying again in \d\.\d s \(retry 1 of 3\)\.\nvenue: Role not found\. An earlier try of this call lost its reply and may have been applied\.\n$/);
    expect(await api.db.select({ isDelete: rolesTable.isDelete }).from(rolesTable).where(eq(rolesTable.id, id!))).toEqual([{ isDelete: true }]);
  });

  it('a read whose reply is lost is sent again, and its refusal then is only the refusal: a read changes nothing', async () => {
    const [id] = await makeRoles('Read', 1);
    await api.db.update(rolesTable).set({ isDelete: true }).where(eq(rolesTable.id, id!));
    watch = loseFirstReplyOf(id!);
    const done = await run(['roles', 'get', id!]);
    expect(done.code).toBe(5);
    expect(done.stderr).toMatch(/ECONNRESET\. Trying again in \d\.\d s \(retry 1 of 3\)\.\nvenue: Role not found\n$/);
  });
});

describe('a call that is not idempotent', () => {
  const rolesNamed = async (name: string) => (await api.db.select({ id: rolesTable.id }).from(rolesTable).where(eq(rolesTable.name, name))).length;

  it('whose reply is lost after the server acted is not sent again: exit 7, it may have been applied, and it was done once', async () => {
    watch = loseFirstReplyOf('CliCreateRole');
    const created = await run(['roles', 'create', '--name', 'Lost Reply Role', '--allow', 'users:view']);
    expect(created.code).toBe(7);
    expect(created.stderr).toMatch(/^venue: Cannot reach the gateway at .*: ECONNRESET\. It may have been applied before the connection failed: check before running it again\.\n$/);
    expect(await rolesNamed('Lost Reply Role')).toBe(1);
  });

  it('is sent once the gateway is back when it could not be reached at all (connection refused)', async () => {
    await gatewayLink.cut('refuse');
    let restored = false;
    // Straight to the gateway's port, where nothing listens for now.
    const created = await run(['roles', 'create', '--name', 'Refused Then Made', '--allow', 'users:view'], {
      env: { VENUE_GATEWAY: gatewayLink.url },
      onStderr: (said) => void (said.includes('Trying again') && !restored && (restored = true) && gatewayLink.restore()),
    });
    expect(created.code).toBe(0);
    expect(created.stderr).toMatch(/ECONNREFUSED\. Trying again in \d\.\d s \(retry 1 of 3\)/);
    expect(await rolesNamed('Refused Then Made')).toBe(1);
  });

  it('is sent again after a 429 or 503 that turned it away unread, waiting as Retry-After says; a wait over a minute is not waited for', async () => {
    let turnedAway = 0;
    watch = ({ body }) => (body.includes('CliCreateRole') && turnedAway++ === 0 ? { status: 429, headers: { 'retry-after': '1' } } : undefined);
    const started = performance.now();
    const created = await run(['roles', 'create', '--name', 'Throttled Then Made', '--allow', 'users:view']);
    expect(created.code).toBe(0);
    expect(created.stderr).toContain('(HTTP 429). Trying again in 1.0 s (retry 1 of 3).');
    expect(performance.now() - started).toBeGreaterThan(1_000);
    expect(await rolesNamed('Throttled Then Made')).toBe(1);

    watch = () => ({ status: 503, headers: { 'retry-after': '120' } });
    const unavailable = await run(['roles', 'list']);
    expect(unavailable).toMatchObject({ code: 7, stderr: `venue: ${watched.url} did not answer like a GraphQL gateway (HTTP 503) (it asks to wait 120 s: try again later)\n` });
  });

  it('a newsletter whose reply is lost is sent again with the same idempotency key: one campaign, one mail per subscriber', async () => {
    await insertSubscribers(api.db, ['ana@retry.test', 'bo@retry.test']);
    const file = join(home, `message-${randomUUID()}.txt`);
    writeFileSync(file, letter().message);
    watch = loseFirstReplyOf('CliSendNewsletter');
    const sent = await run(['newsletters', 'send', '--subject', 'Sent once despite a lost reply', '--message-file', file, '--yes']);
    expect(sent.code).toBe(0);
    expect(sent.stderr).toContain('ECONNRESET. Trying again in');
    expect(sent.stderr).toContain('Sent 2 of 2 subscribers: 2 done, 0 failed, 0 skipped.');
    expect(await api.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.subject, 'Sent once despite a lost reply'))).toHaveLength(1);
    expect(readdirSync(outbox).filter((f) => f.endsWith('.eml'))).toHaveLength(2);
  });
});

describe('an export meeting a transient failure before its file starts', () => {
  const header = (stdout: string) => stdout.split('\r\n')[0];
  const hasRole = (stdout: string, name: string) => stdout.split('\r\n').some((line) => line.includes(name));

  it('the API restarting: the gateway says it is unavailable, the export starts again once it is back (exit 0, every row)', async () => {
    await makeRoles('Export restart', 3);
    await apiLink.cut('refuse');
    let restored = false;
    const done = await run(['export', 'roles', '--csv', '--search', 'Export restart'], {
      onStderr: (said) => void (said.includes('Trying again') && !restored && (restored = true) && apiLink.restore()),
    });
    expect(done.code).toBe(0);
    expect(done.stderr).toMatch(/^venue: The API is unavailable\. Try again shortly\. Trying again in \d\.\d s \(retry 1 of 3\)\.\n$/);
    expect(header(done.stdout)).toMatch(/^Date,Name,/);
    for (const i of [0, 1, 2]) expect(hasRole(done.stdout, `Export restart 000${i}`)).toBe(true);
  });

  it('the gateway unreachable (connection refused) or turning the call away (429 with Retry-After): tried again, written to the file once complete', async () => {
    await makeRoles('Export refused', 1);
    await gatewayLink.cut('refuse');
    let restored = false;
    const file = join(home, `roles-${randomUUID()}.csv`);
    const refused = await run(['export', 'roles', '--csv', '--search', 'Export refused', '-o', file], {
      env: { VENUE_GATEWAY: `http://127.0.0.1:${gatewayLink.port}` },
      onStderr: (said) => void (said.includes('Trying again') && !restored && (restored = true) && gatewayLink.restore()),
    });
    expect(refused.code).toBe(0);
    expect(refused.stderr).toMatch(/ECONNREFUSED\. Trying again in \d\.\d s \(retry 1 of 3\)\.\nExported 1 role to /);
    expect(hasRole(readFileSync(file, 'utf8'), 'Export refused 0000')).toBe(true);

    let turnedAway = 0;
    watch = ({ path }) => (path.startsWith('/export/') && turnedAway++ === 0 ? { status: 429, headers: { 'retry-after': '1' } } : undefined);
    const throttled = await run(['export', 'roles', '--csv', '--search', 'Export refused']);
    expect(throttled.code).toBe(0);
    expect(throttled.stderr).toBe('venue: The gateway answered HTTP 429. Trying again in 1.0 s (retry 1 of 3).\n');
    expect(hasRole(throttled.stdout, 'Export refused 0000')).toBe(true);
  });

  it('an outage longer than the retries is exit 7 saying how often it tried, nothing written; VENUE_RETRIES=0 tries once', async () => {
    watch = ({ path }) => (path.startsWith('/export/') ? { status: 503 } : undefined);
    const file = join(home, `roles-${randomUUID()}.csv`);
    const down = await run(['export', 'roles', '--csv', '-o', file], { env: { VENUE_RETRIES: '1' } });
    expect(down).toMatchObject({ code: 7, stdout: '' });
    expect(down.stderr).toMatch(/^venue: The gateway answered HTTP 503\. Trying again in \d\.\d s \(retry 1 of 1\)\.\nvenue: The gateway answered HTTP 503 \(tried 2 times\)\n$/);
    expect(existsSync(file)).toBe(false);
    const once = await run(['export', 'roles', '--csv'], { env: { VENUE_RETRIES: '0' } });
    expect(once).toMatchObject({ code: 7, stderr: 'venue: The gateway answered HTTP 503\n' });
    watch = () => undefined;
  });

  it('a VENUE_RETRIES that is not 0 to 10 is a usage error naming it, before anything is sent', async () => {
    let sent = 0;
    watch = () => {
      sent += 1;
      return undefined;
    };
    for (const [value, command] of [['abc', ['roles', 'list']], ['11', ['export', 'roles', '--csv']], ['-1', ['roles', 'set-status', randomUUID(), 'inactive', '--yes']]] as const) {
      const refused = await run([...command], { env: { VENUE_RETRIES: value } });
      expect(refused).toEqual({ code: 2, stdout: '', stderr: `venue: VENUE_RETRIES must be a whole number from 0 to 10 (0 turns retries off), not "${value}"\n` });
    }
    expect(sent).toBe(0);
    watch = () => undefined;
    for (const value of [' 10 ', '']) expect(await run(['roles', 'list', '--json'], { env: { VENUE_RETRIES: value } })).toMatchObject({ code: 0 });
  });
});
