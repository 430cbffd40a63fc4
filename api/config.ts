import { resolve } from 'node:path';
import { DEFAULT_VENUE_ADDRESS } from '#domain/limits';
import type { DatabaseTarget } from './db/open.ts';
import { DEFAULT_PACE, type MailConfig } from './newsletters/mail-config.ts';
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
}

/** The API's configuration from the environment, with the documented defaults. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: Number(env.API_PORT || 4001),
    host: env.API_HOST || '127.0.0.1',
    database: env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir },
    dataDir,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtTtl: env.JWT_TTL || '12h',
    admin: { email: env.ADMIN_EMAIL || 'admin@venue.local', password: env.ADMIN_PASSWORD || undefined, name: env.ADMIN_NAME || 'Admin' },
    logLevel: env.LOG_LEVEL || 'info',
    gatewaySecret: env.GATEWAY_SECRET || undefined,
    clock: systemClock(env.VENUE_TIMEZONE || undefined),
    venueAddress: env.VENUE_ADDRESS?.trim() || DEFAULT_VENUE_ADDRESS,
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Venue <newsletter@venue.local>',
      publicUrl: env.PUBLIC_URL || `http://localhost:${env.PORT || 4000}`,
      unsubscribeSecret: env.UNSUBSCRIBE_SECRET || undefined,
      pace: DEFAULT_PACE,
    },
    demoData: env.DEMO_DATA === 'true' ? true : env.DEMO_DATA === 'false' ? false : undefined,
  };
}
