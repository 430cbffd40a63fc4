import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { DeliveryState } from '#domain/newsletters/delivery-state';
import type { Db } from '../db/database.ts';

/**
 * The process's Prometheus metrics, served at /metrics by each of its servers (API, gateway,
 * worker). One registry per process: `npm start` runs all three in one and shows them together.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'venue_' });

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({ name: 'venue_http_requests_total', help: 'HTTP requests answered, per service, method, route and status', labelNames: ['service', 'method', 'route', 'status'], registers: [registry] });
export const httpDuration = new Histogram({ name: 'venue_http_request_duration_seconds', help: 'Time to answer an HTTP request, per service, method, route and status', labelNames: ['service', 'method', 'route', 'status'], buckets: SECONDS, registers: [registry] });
export const graphqlDuration = new Histogram({ name: 'venue_graphql_operation_duration_seconds', help: 'Time to execute a GraphQL operation, per operation name and type, and whether it had errors', labelNames: ['operation', 'type', 'outcome'], buckets: SECONDS, registers: [registry] });
export const emails = new Counter({ name: 'venue_newsletter_emails_total', help: 'Newsletter messages handed to the mail server (sent), refused for good (failed), or to be tried again (retry)', labelNames: ['outcome'], registers: [registry] });
export const signInRefusals = new Counter({ name: 'venue_sign_in_refusals_total', help: 'Refused sign-ins, per reason', labelNames: ['reason'], registers: [registry] });

// The databases this process works on; gauges read the latest one still open.
const databases: { db: Db; pool?: PoolLike }[] = [];
type PoolLike = { totalCount: number; idleCount: number; waitingCount: number };

/** Makes the database's queue and connection pool visible in the gauges until the returned function is called. */
export function watchDatabase(db: Db, pool?: PoolLike): () => void {
  const entry = { db, pool };
  databases.push(entry);
  return () => {
    const at = databases.indexOf(entry);
    if (at >= 0) databases.splice(at, 1);
  };
}
const latest = () => databases[databases.length - 1];

const queueDepth = new Gauge({ name: 'venue_newsletter_queue_depth', help: 'Newsletter messages waiting or being sent', labelNames: ['state'], registers: [registry] });
const queueAge = new Gauge({ name: 'venue_newsletter_queue_oldest_age_seconds', help: 'How long the oldest due newsletter message has waited (0 when none)', registers: [registry] });
new Gauge({
  name: 'venue_db_pool_connections',
  help: 'PostgreSQL pool connections: open in total, idle, and callers waiting for one (PGlite: one connection)',
  labelNames: ['state'],
  registers: [registry],
  collect() {
    const entry = latest();
    if (!entry) return;
    const pool = entry.pool ?? { totalCount: 1, idleCount: 1, waitingCount: 0 };
    this.set({ state: 'total' }, pool.totalCount);
    this.set({ state: 'idle' }, pool.idleCount);
    this.set({ state: 'waiting' }, pool.waitingCount);
  },
});

/** Reads the queue's depth and age into their gauges (once per scrape). */
async function collectQueue(): Promise<void> {
  const entry = latest();
  if (!entry) return;
  try {
    const result = await entry.db.execute(sql`
      select
        count(*) filter (where state = ${DeliveryState.PENDING})::int as pending,
        count(*) filter (where state = ${DeliveryState.SENDING})::int as sending,
        coalesce(extract(epoch from now() - min(next_attempt_at) filter (where state = ${DeliveryState.PENDING} and next_attempt_at <= now())), 0)::float8 as age
      from newsletter_deliveries where state in (${DeliveryState.PENDING}, ${DeliveryState.SENDING})`);
    const row = ((result as unknown as { rows: Record<string, unknown>[] }).rows ?? (result as unknown as Record<string, unknown>[]))[0] ?? {};
    queueDepth.set({ state: 'pending' }, Number(row.pending ?? 0));
    queueDepth.set({ state: 'sending' }, Number(row.sending ?? 0));
    queueAge.set(Number(row.age ?? 0));
  } catch {
    // A database that is away shows in /readyz; the scrape still answers with the rest.
  }
}

type RequestLabels = { service: string; method: string; route: string; status: string };

/** Counts one answered request and observes how long it took. */
export const observeRequest = (labels: RequestLabels, started: bigint): void => {
  httpRequests.inc(labels);
  httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
};

/** Counts each answered request with its route's pattern (never the raw path, so ids do not multiply the series). */
export function countRequests(service: string, routeOf: (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => string): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      observeRequest({ service, method: req.method, route: routeOf(req, res), status: String(res.statusCode) }, started);
    });
    next();
  };
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** GET /metrics in Prometheus's text format; with METRICS_TOKEN set, only for `Authorization: Bearer <token>`. */
export function metricsEndpoint(token: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET') return next();
    if (token && !sameText(req.get('authorization') ?? '', `Bearer ${token}`)) {
      res.status(401).json({ status: false, message: 'Unauthorized' });
      return;
    }
    void collectQueue()
      .then(() => registry.metrics())
      .then((text) => {
        res.set('Content-Type', registry.contentType).set('Cache-Control', 'no-store').send(text);
      }, next);
  };
}
