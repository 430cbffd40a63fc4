import { isIP } from 'node:net';
import { resolve } from 'node:path';
import proxyaddr from 'proxy-addr';
import { DEFAULT_VENUE_ADDRESS } from '#domain/limits';
import { emailField } from '#domain/schemas/email';
import { newPasswordSchema, PASSWORD_MAX, PASSWORD_MIN, SUB_ADMIN_NAME_MAX } from '#domain/schemas/sub-admin';
import type { DatabaseTarget } from './db/open.ts';
import type { MediaStoreConfig } from './media/create-storage.ts';
import { DEFAULT_PACE, type DeliveryPace, type MailConfig } from './newsletters/mail-config.ts';
import { systemClock, type VenueClock } from './lib/venue-clock.ts';

/** Everything startApi needs; configFromEnv reads it from the variables in docs/contracts.md. */
export interface ApiConfig {
  /** 0 picks a free port. */
  port: number;
  host: string;
  database: DatabaseTarget;
  /** Holds the embedded database and the generated JWT secret. */
  dataDir: string;
  /** Unset: generated once into dataDir/jwt-secret. */
  jwtSecret?: string;
  /** jose duration, e.g. "12h". */
  jwtTtl: string;
  /** The first Admin, created on an empty database; no password means generate and print one. */
  admin: { email: string; password?: string; name: string };
  logLevel: string;
  /** Shared with the gateway (GATEWAY_SECRET), which alone may name the client's address; unset: generated once into dataDir/gateway-secret. */
  gatewaySecret?: string;
  /** The venue's calendar (VENUE_TIMEZONE); tests pass a clock they control. */
  clock: VenueClock;
  /** The address a new event gets when its form leaves it out (VENUE_ADDRESS). */
  venueAddress: string;
  /** Where the first-Admin notice goes (stdout by default). */
  print?: (text: string) => void;
  /** Newsletter mail and the delivery worker's pace. */
  mail: MailConfig;
  /**
   * Fill a small demo venue on the first start (DEMO_DATA): unset means only on the embedded
   * default kept under DATA_DIR, never on PostgreSQL or an in-memory database.
   */
  demoData?: boolean;
  /** Where uploads live (MEDIA_STORE): unset means `dataDir`/media; or an S3-compatible bucket. */
  media?: MediaStoreConfig;
  /**
   * Run the background jobs (newsletter delivery, category auto-renewal) in this process: true for
   * the one-process `npm start` and tests, false for `api/main.ts`, whose jobs a worker runs.
   */
  jobs?: boolean;
  /** How long a stopping process waits for requests under way before it closes their connections. */
  shutdownMs?: number;
  /** METRICS_TOKEN: when set, /metrics answers only `Authorization: Bearer <token>`. */
  metricsToken?: string;
}

/** A variable that is unknown or malformed; the entry points print its message as one line and exit (code 2). */
export class ConfigError extends Error {}

/**
 * A start the operator must set right that is no malformed variable: the data folder is another
 * process's, a port is taken. Printed as one line without "configuration error", exit code 2 too.
 */
export class StartRefused extends ConfigError {}

/**
 * Every variable the processes read. A set variable whose name starts like one of these (same
 * prefix) but is not among them is a typo, and stops the process.
 */
export const KNOWN_VARIABLES = [
  'PORT', 'HOST', 'API_PORT', 'API_HOST', 'ADMIN_API_URL', 'DATABASE_URL', 'DATA_DIR', 'JWT_SECRET', 'JWT_TTL', 'GATEWAY_SECRET',
  'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_NAME', 'TRUST_PROXY', 'MEDIA_BASE_URL', 'CORS_ORIGINS', 'WEB_SOURCEMAPS', 'LOG_LEVEL', 'NODE_ENV',
  'VENUE_TIMEZONE', 'VENUE_ADDRESS', 'SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL', 'UNSUBSCRIBE_SECRET', 'DEMO_DATA', 'VENUE_GATEWAY', 'VENUE_TOKEN',
  'WORKER_PORT', 'WORKER_HOST', 'MEDIA_STORE', 'S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX',
  'DELIVERY_CONCURRENCY', 'DELIVERY_POLL_MS', 'DELIVERY_LEASE_MS', 'DELIVERY_BATCH', 'SHUTDOWN_TIMEOUT_MS', 'METRICS_TOKEN',
  'GRAPHQL_ALLOW_ARBITRARY', 'STARTUP_TIMINGS',
  // The CLI's own, which an operator's shell may well hold when it starts a server.
  'VENUE_PASSWORD', 'VENUE_EMAIL', 'VENUE_SMOKE_EMAIL', 'VENUE_SMOKE_PASSWORD', 'VENUE_RETRIES',
] as const;

/** Prefixes that are ours: a variable starting with one of them must be a known one. */
export const OUR_PREFIXES = ['VENUE_', 'ADMIN_', 'API_', 'JWT_', 'GATEWAY_', 'MEDIA_', 'S3_', 'SMTP_', 'MAIL_', 'DELIVERY_', 'WORKER_', 'DEMO_', 'UNSUBSCRIBE_', 'SHUTDOWN_', 'METRICS_', 'GRAPHQL_', 'STARTUP_'];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
// jose's durations: a number and a unit, e.g. 30m, 12h, 7 days.
const DURATION = /^\d+(\.\d+)?\s*(s|sec|secs|second|seconds|m|min|mins|minute|minutes|h|hr|hrs|hour|hours|d|day|days|w|week|weeks|y|yr|yrs|year|years)$/i;

type Env = NodeJS.ProcessEnv;
const set = (env: Env, name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
const bad = (name: string, value: string, expected: string) => new ConfigError(`${name} must be ${expected}, not "${value}"`);

function integer(env: Env, name: string, min: number, max: number, fallback: number, expected: string): number {
  const value = set(env, name);
  if (value === undefined) return fallback;
  const n = Number(value.trim());
  if (!/^\s*\d+\s*$/.test(value) || n < min || n > max) throw bad(name, value, expected);
  return n;
}
const port = (env: Env, name: string, fallback: number) => integer(env, name, 0, 65_535, fallback, 'a port number from 0 to 65535');
const positive = (env: Env, name: string, fallback: number) => integer(env, name, 1, 1e9, fallback, 'a whole number above 0');

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const value = set(env, name);
  if (value === undefined) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !protocols.includes(parsed.protocol)) throw bad(name, redact(value), `a ${protocols.map((p) => `${p}//`).join(' or ')} URL`);
  return value;
}
// A URL's password is never printed back.
export const redact = (value: string) => value.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');

function flag(env: Env, name: string): boolean | undefined {
  const value = set(env, name);
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw bad(name, value, 'true or false');
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const value = set(env, name);
  if (value === undefined) return fallback;
  if (!values.includes(value as T)) throw bad(name, value, `one of ${values.join(', ')}`);
  return value as T;
}

// A host name (RFC 1123: dot-separated labels of letters, digits and inner hyphens).
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

// A name whose last label is a number (999.1.1.1, 10.0.0.300) is read as an IPv4 address, and is not one.
const NUMERIC_LAST_LABEL = /(^|\.)(\d+|0x[0-9a-f]*)\.?$/i;

function host(env: Env, name: string): void {
  const value = set(env, name);
  if (value !== undefined && !isIP(value) && (!HOST_NAME.test(value) || NUMERIC_LAST_LABEL.test(value))) throw bad(name, value, 'an IP address or a host name such as 127.0.0.1, 0.0.0.0 or localhost');
}

/** TRUST_PROXY as Express reads it: false, true, a hop count, or a comma-separated list of addresses, subnets and the names loopback, linklocal, uniquelocal. */
function trustProxy(env: Env): void {
  const value = set(env, 'TRUST_PROXY')?.trim();
  if (value === undefined || value === '' || value === 'true' || value === 'false' || /^\d+$/.test(value)) return;
  try {
    proxyaddr.compile(value.split(',').map((entry) => entry.trim()));
  } catch {
    throw bad('TRUST_PROXY', value, 'true, false, a hop count, or a list of addresses and subnets such as "loopback, 10.0.0.0/8"');
  }
}

/** The first Admin's variables, by the rules every staff account's sign-in and password follow. */
function firstAdmin(env: Env): void {
  const email = set(env, 'ADMIN_EMAIL');
  if (email !== undefined) {
    const parsed = emailField.safeParse(email);
    if (!parsed.success) throw bad('ADMIN_EMAIL', email, `an email address the Admin can sign in with (${parsed.error.issues[0]!.message})`);
  }
  const password = set(env, 'ADMIN_PASSWORD');
  // Never printed back: only its length.
  if (password !== undefined && !newPasswordSchema.safeParse(password).success) {
    throw new ConfigError(`ADMIN_PASSWORD must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long, as every staff password (it has ${[...password].length})`);
  }
  const name = set(env, 'ADMIN_NAME');
  if (name !== undefined && (name.trim() === '' || name.trim().length > SUB_ADMIN_NAME_MAX)) throw bad('ADMIN_NAME', name, `a name of 1 to ${SUB_ADMIN_NAME_MAX} characters`);
}

/**
 * Checks every variable any process reads (each process calls it at start): an unknown variable
 * with one of our prefixes, or a malformed value, throws a ConfigError naming it.
 */
export function checkEnv(env: Env = process.env): void {
  for (const name of Object.keys(env)) {
    if (OUR_PREFIXES.some((prefix) => name.startsWith(prefix)) && !(KNOWN_VARIABLES as readonly string[]).includes(name)) {
      throw new ConfigError(`${name} is not a known variable (see the README's Operating section for the list)`);
    }
  }
  for (const name of ['PORT', 'API_PORT', 'WORKER_PORT']) port(env, name, 0);
  for (const name of ['HOST', 'API_HOST', 'WORKER_HOST']) host(env, name);
  trustProxy(env);
  firstAdmin(env);
  const apiUrl = url(env, 'ADMIN_API_URL', ['http:', 'https:']);
  // The gateway adds /api/v1 itself: a URL that already ends with it would reach /api/v1/api/v1/… and find nothing.
  if (apiUrl !== undefined && /\/api\/v1\/*$/.test(new URL(apiUrl).pathname)) throw bad('ADMIN_API_URL', redact(apiUrl), 'the API\'s base URL, without /api/v1 (e.g. http://127.0.0.1:4001)');
  url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const from = set(env, 'MAIL_FROM');
  // An address alone, or a display name and the address in angle brackets (RFC 5322's name-addr).
  const sender = from === undefined ? undefined : (/^[^<>]*<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim();
  if (from !== undefined && !emailField.safeParse(sender).success) throw bad('MAIL_FROM', from, 'an email address, alone or as "Venue <newsletter@venue.example>"');
  url(env, 'PUBLIC_URL', ['http:', 'https:']);
  url(env, 'S3_ENDPOINT', ['http:', 'https:']);
  const base = set(env, 'MEDIA_BASE_URL');
  if (base !== undefined && !base.startsWith('/')) url(env, 'MEDIA_BASE_URL', ['http:', 'https:']);
  const ttl = set(env, 'JWT_TTL');
  // Zero (0m, 0.0h) would make every token expire as it is signed: no one could sign in.
  if (ttl !== undefined && (!DURATION.test(ttl.trim()) || Number.parseFloat(ttl.trim()) === 0)) throw bad('JWT_TTL', ttl, 'a duration such as 30m, 12h or 7d');
  oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info');
  flag(env, 'DEMO_DATA');
  flag(env, 'WEB_SOURCEMAPS');
  flag(env, 'S3_FORCE_PATH_STYLE');
  flag(env, 'GRAPHQL_ALLOW_ARBITRARY');
  flag(env, 'STARTUP_TIMINGS');
  const zone = set(env, 'VENUE_TIMEZONE');
  if (zone !== undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
    } catch {
      throw bad('VENUE_TIMEZONE', zone, 'an IANA time zone such as Asia/Dubai');
    }
  }
  for (const name of ['CORS_ORIGINS']) {
    for (const entry of (set(env, name) ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
      let origin: URL | undefined;
      try {
        origin = new URL(entry);
      } catch {
        origin = undefined;
      }
      // A browser's Origin is http(s); anything else (localhost:3000 parses as the scheme "localhost:") has the origin "null".
      if (!origin || !['http:', 'https:'].includes(origin.protocol)) throw bad(name, entry, 'a comma-separated list of origins such as https://ops.example.com');
    }
  }
  if (oneOf(env, 'MEDIA_STORE', ['local', 's3'], 'local') === 's3' && set(env, 'S3_BUCKET') === undefined) {
    throw new ConfigError('S3_BUCKET must be set when MEDIA_STORE is s3');
  }
  if ((set(env, 'S3_ACCESS_KEY_ID') === undefined) !== (set(env, 'S3_SECRET_ACCESS_KEY') === undefined)) {
    throw new ConfigError(`S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS SDK's own credentials); only ${set(env, 'S3_ACCESS_KEY_ID') === undefined ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} is set`);
  }
  for (const name of ['DELIVERY_CONCURRENCY', 'DELIVERY_POLL_MS', 'DELIVERY_LEASE_MS', 'DELIVERY_BATCH', 'SHUTDOWN_TIMEOUT_MS']) positive(env, name, 1);
}

/** The media store the variables choose; undefined for the default, the `media` folder of whatever data folder the API is given. */
export function mediaFromEnv(env: Env): MediaStoreConfig | undefined {
  if (oneOf(env, 'MEDIA_STORE', ['local', 's3'], 'local') === 'local') return undefined;
  return {
    kind: 's3',
    bucket: env.S3_BUCKET!,
    region: set(env, 'S3_REGION') ?? 'us-east-1',
    endpoint: set(env, 'S3_ENDPOINT'),
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE') ?? set(env, 'S3_ENDPOINT') !== undefined,
    prefix: set(env, 'S3_PREFIX') ?? '',
    credentials:
      set(env, 'S3_ACCESS_KEY_ID') && set(env, 'S3_SECRET_ACCESS_KEY') ? { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! } : undefined,
  };
}

/** The delivery worker's pace from DELIVERY_CONCURRENCY, DELIVERY_BATCH, DELIVERY_POLL_MS and DELIVERY_LEASE_MS. */
export const paceFromEnv = (env: Env): DeliveryPace => ({
  ...DEFAULT_PACE,
  concurrency: positive(env, 'DELIVERY_CONCURRENCY', DEFAULT_PACE.concurrency),
  pollMs: positive(env, 'DELIVERY_POLL_MS', DEFAULT_PACE.pollMs),
  leaseMs: positive(env, 'DELIVERY_LEASE_MS', DEFAULT_PACE.leaseMs),
  batch: positive(env, 'DELIVERY_BATCH', DEFAULT_PACE.batch ?? 1),
});

/** The API's configuration from the environment, with the documented defaults; throws a ConfigError on a bad variable. */
export function configFromEnv(env: Env = process.env): ApiConfig {
  checkEnv(env);
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: port(env, 'API_PORT', 4001),
    host: env.API_HOST || '127.0.0.1',
    database: env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir },
    dataDir,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtTtl: env.JWT_TTL || '12h',
    admin: { email: env.ADMIN_EMAIL?.trim() || 'admin@venue.local', password: env.ADMIN_PASSWORD || undefined, name: env.ADMIN_NAME?.trim() || 'Admin' },
    logLevel: env.LOG_LEVEL || 'info',
    gatewaySecret: env.GATEWAY_SECRET || undefined,
    clock: systemClock(env.VENUE_TIMEZONE || undefined),
    venueAddress: env.VENUE_ADDRESS?.trim() || DEFAULT_VENUE_ADDRESS,
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Venue <newsletter@venue.local>',
      publicUrl: env.PUBLIC_URL || `http://localhost:${env.PORT || 4000}`,
      unsubscribeSecret: env.UNSUBSCRIBE_SECRET || undefined,
      pace: paceFromEnv(env),
    },
    demoData: flag(env, 'DEMO_DATA'),
    media: mediaFromEnv(env),
    shutdownMs: positive(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    metricsToken: set(env, 'METRICS_TOKEN'),
  };
}
