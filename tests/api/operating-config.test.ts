import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEnv, ConfigError } from '../../api/config.ts';
import { buildBundles, runBundle, type Bundle } from '../support/processes.ts';

describe('configuration checked at start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-config-'));
  beforeAll(() => buildBundles(['server', 'api', 'gateway', 'worker', 'backup']), 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each<[Bundle, Record<string, string>, string]>([
    ['api', { API_PORT: 'abc' }, 'venue api: configuration error: API_PORT must be a port number from 0 to 65535, not "abc"'],
    ['api', { VENUE_TIMEZON: 'Asia/Dubai' }, "venue api: configuration error: VENUE_TIMEZON is not a known variable (see the README's Operating section for the list)"],
    ['worker', { DELIVERY_CONCURRENCY: '0' }, 'venue worker: configuration error: DELIVERY_CONCURRENCY must be a whole number above 0, not "0"'],
    ['gateway', {}, 'venue gateway: configuration error: ADMIN_API_URL must be set: the gateway alone needs the address of an API'],
    ['gateway', { ADMIN_API_URL: 'localhost:4001' }, 'venue gateway: configuration error: ADMIN_API_URL must be a http:// or https:// URL, not "localhost:4001"'],
    ['gateway', { ADMIN_API_URL: 'http://127.0.0.1:4001/api/v1/' }, 'venue gateway: configuration error: ADMIN_API_URL must be the API\'s base URL, without /api/v1 (e.g. http://127.0.0.1:4001), not "http://127.0.0.1:4001/api/v1/"'],
    ['server', { DATABASE_URL: 'mysql://venue:hunter2@db.example/venue' }, 'venue: configuration error: DATABASE_URL must be a postgres:// or postgresql:// URL, not "mysql://venue:***@db.example/venue"'],
    ['server', { LOG_LEVEL: 'loud' }, 'venue: configuration error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"'],
    ['server', { MEDIA_STORE: 's3' }, 'venue: configuration error: S3_BUCKET must be set when MEDIA_STORE is s3'],
    ['backup', { JWT_TTL: 'forever' }, 'venue backup: JWT_TTL must be a duration such as 30m, 12h or 7d, not "forever"'],
    // Checked before anything is opened, not once the first start has made its Admin (and printed a password a retry would not show).
    ['server', { TRUST_PROXY: 'maybe' }, 'venue: configuration error: TRUST_PROXY must be true, false, a hop count, or a list of addresses and subnets such as "loopback, 10.0.0.0/8", not "maybe"'],
    ['server', { HOST: 'not a host' }, 'venue: configuration error: HOST must be an IP address or a host name such as 127.0.0.1, 0.0.0.0 or localhost, not "not a host"'],
    ['api', { API_HOST: 'api host' }, 'venue api: configuration error: API_HOST must be an IP address or a host name such as 127.0.0.1, 0.0.0.0 or localhost, not "api host"'],
    // Four numbers that are no IPv4 address: no host name either (a name whose last label is a number is read as an address).
    ['api', { HOST: '999.1.1.1' }, 'venue api: configuration error: HOST must be an IP address or a host name such as 127.0.0.1, 0.0.0.0 or localhost, not "999.1.1.1"'],
    ['worker', { WORKER_HOST: '10.0.0.256' }, 'venue worker: configuration error: WORKER_HOST must be an IP address or a host name such as 127.0.0.1, 0.0.0.0 or localhost, not "10.0.0.256"'],
    // Not an http(s) origin: its origin would be "null", which sandboxed pages and file:// send.
    ['gateway', { ADMIN_API_URL: 'http://127.0.0.1:4001', CORS_ORIGINS: 'localhost:3000' }, 'venue gateway: configuration error: CORS_ORIGINS must be a comma-separated list of origins such as https://ops.example.com, not "localhost:3000"'],
    // The first Admin must be able to sign in: the sign-in's email rule and the staff passwords' 8 to 128 characters.
    ['server', { ADMIN_EMAIL: 'bad' }, 'venue: configuration error: ADMIN_EMAIL must be an email address the Admin can sign in with (Invalid email), not "bad"'],
    ['server', { ADMIN_PASSWORD: 'ab' }, 'venue: configuration error: ADMIN_PASSWORD must be 8 to 128 characters long, as every staff password (it has 2)'],
    ['api', { ADMIN_PASSWORD: 'x'.repeat(129) }, 'venue api: configuration error: ADMIN_PASSWORD must be 8 to 128 characters long, as every staff password (it has 129)'],
  ])('%s with %j stops with one line naming the variable, exit code 2 and no stack trace, before it opens anything', async (bundle, env, line) => {
    const { code, stdout, stderr } = await runBundle(bundle, { DATA_DIR: dataDir, PORT: '0', API_PORT: '0', ...env }, bundle === 'backup' ? ['backup', join(dataDir, 'x.backup')] : []);
    expect(code).toBe(2);
    expect(stderr).toBe(`${line}\n`);
    expect(stdout).toBe('');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('accepts the documented values and ignores variables that are not ours', () => {
    expect(() =>
      checkEnv({ PORT: '4000', API_PORT: '0', JWT_TTL: '7 days', LOG_LEVEL: 'debug', DATABASE_URL: 'postgresql://db/venue', MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'true', VENUE_TIMEZONE: 'Europe/London', HOME: '/root', API: 'x' }),
    ).not.toThrow();
    expect(() => checkEnv({ SMTP_URL: 'http://mail.example' })).toThrow(new ConfigError('SMTP_URL must be a smtp:// or smtps:// URL, not "http://mail.example"'));
    expect(() => checkEnv({ VENUE_TIMEZONE: 'Mars/Olympus' })).toThrow(new ConfigError('VENUE_TIMEZONE must be an IANA time zone such as Asia/Dubai, not "Mars/Olympus"'));
    expect(() => checkEnv({ DEMO_DATA: 'yes' })).toThrow(new ConfigError('DEMO_DATA must be true or false, not "yes"'));
    expect(() =>
      checkEnv({ HOST: '0.0.0.0', API_HOST: '::1', WORKER_HOST: 'api.internal', TRUST_PROXY: 'loopback, 10.0.0.0/8', ADMIN_EMAIL: 'owner@venue.example', ADMIN_PASSWORD: 'Eight-ch', ADMIN_NAME: 'Owner' }),
    ).not.toThrow();
    for (const trust of ['true', 'false', '2', 'uniquelocal', '192.168.0.1, fe80::/10']) expect(() => checkEnv({ TRUST_PROXY: trust })).not.toThrow();
    expect(() => checkEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(ConfigError);
    for (const host of ['10.0.0.5', 'db-1.internal', 'localhost', 'venue.example.', '::', 'a1.b2c']) expect(() => checkEnv({ HOST: host })).not.toThrow();
    for (const host of ['1.2.3.4.5', '0x7f.1', 'venue.123']) expect(() => checkEnv({ API_HOST: host })).toThrow(ConfigError);
    expect(() => checkEnv({ CORS_ORIGINS: 'https://ops.example.com, http://localhost:5173' })).not.toThrow();
    for (const origins of ['file:///tmp/x', 'null', 'https://ops.example.com, ftp://files.example.com']) expect(() => checkEnv({ CORS_ORIGINS: origins })).toThrow(ConfigError);
    for (const from of ['Venue <newsletter@venue.example>', 'news@venue.example', '"The Venue" <news@venue.example>']) expect(() => checkEnv({ MAIL_FROM: from })).not.toThrow();
    expect(() => checkEnv({ MAIL_FROM: 'Venue' })).toThrow(new ConfigError('MAIL_FROM must be an email address, alone or as "Venue <newsletter@venue.example>", not "Venue"'));
    expect(() => checkEnv({ MAIL_FROM: 'Venue <newsletter>' })).toThrow(ConfigError);
    expect(() => checkEnv({ JWT_TTL: '0m' })).toThrow(new ConfigError('JWT_TTL must be a duration such as 30m, 12h or 7d, not "0m"'));
    for (const ttl of ['30m', '0.5h', '7 days', '90s']) expect(() => checkEnv({ JWT_TTL: ttl })).not.toThrow();
    expect(() => checkEnv({ ADMIN_NAME: ' ' })).toThrow(new ConfigError('ADMIN_NAME must be a name of 1 to 100 characters, not " "'));
  });
});
