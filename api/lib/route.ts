import type { Logger } from 'pino';
import type { z } from 'zod';
import type { AccessArea } from '#domain/modules';
import type { Action } from '#domain/permissions';
import type { SessionRole } from '../accounts/session-role.ts';
import type { Db } from '../db/database.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { Checks } from '../health/probes.ts';
import type { VenueClock } from './venue-clock.ts';

/** The signed-in account, re-read from the database on every request. */
export interface Actor {
  id: string;
  /** The server-side session the request's token belongs to. */
  sessionId: string;
  name: string;
  email: string;
  accountType: number;
  role: SessionRole;
}

/** What a handler returns; the app wraps it in the `{ status, message, data }` envelope. */
export interface Reply {
  httpStatus?: number;
  message: string;
  data?: unknown;
  /** A page for people instead of the envelope (the newsletter's unsubscribe page), sent as HTML. */
  html?: string;
  /** A file streamed as it is produced (a CSV export) instead of the envelope; see api/lib/send-file.ts. */
  file?: StreamedFile;
  /** Headers of the reply's own (a refused page's Retry-After). */
  headers?: Readonly<Record<string, string>>;
}

/** A download: its name, content type and body, produced piece by piece. */
export interface StreamedFile {
  name: string;
  type: string;
  body: AsyncIterable<string>;
}

/** What the app gives every handler. */
export interface ApiDeps {
  db: Db;
  tokens: TokenSigner;
  logger: Logger;
  /** Where uploads are stored (local disk under DATA_DIR/media by default). */
  storage: MediaStorage;
  /** The venue's calendar (VENUE_TIMEZONE); the real clock in the default zone when absent. */
  clock?: VenueClock;
  /** A new event's address when its form leaves it out (VENUE_ADDRESS); DEFAULT_VENUE_ADDRESS when absent. */
  venueAddress?: string;
  /** Newsletter delivery: the secret of unsubscribe links, and a nudge for this process's delivery worker. */
  newsletters: { unsubscribeSecret: string; wakeDelivery: () => void };
  /** What /readyz checks, whether the process is stopping, and the token /metrics asks for (see api/health/probes.ts). */
  operations?: { checks: Checks; stopping: () => boolean; metricsToken?: string };
}

export interface RequestInput {
  body: unknown;
  query: unknown;
  params: Record<string, string>;
  /** The client's address, as Express's `trust proxy` setting (TRUST_PROXY) resolves it. */
  ip: string;
  /** A request header by name (case-insensitive), e.g. `Idempotency-Key`. */
  header: (name: string) => string | undefined;
}

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/**
 * The zod schemas a route's handler validates its body and query with, named on the route so the
 * OpenAPI document (`/api/v1/openapi.json`) is generated from them; a body-less call names `noBody`.
 */
export interface RouteInput {
  body?: z.ZodType;
  query?: z.ZodType;
}

interface RouteBase {
  method: Method;
  /** Path under /api/v1, Express syntax. */
  path: string;
  input?: RouteInput;
  /** The schema of the reply's `data` (domain/schemas/replies.ts), shown in the OpenAPI document; every route names one, or `produces`. */
  output?: z.ZodType;
  /** The content type of a reply that is not the JSON envelope (a CSV download, an HTML page), instead of `output`. */
  produces?: 'text/csv' | 'text/html';
  /** The status of a success when it is not 200 (201 for a create). */
  created?: boolean;
  /** The body may come as a form, not only as JSON (a mail client's one-click unsubscribe): not refused with 415 for its type. */
  formBody?: true;
  /** A call §7 names that the area does not offer: the route only answers why (week anthems' create), and never changes anything. */
  refusal?: true;
}

/** A route anyone may call. */
export interface PublicRoute extends RouteBase {
  public: true;
  handler: (input: RequestInput, deps: ApiDeps) => Promise<Reply>;
}

/** An area and the action on it that a route needs (§6). */
export interface Grant {
  area: AccessArea;
  action: Action;
}

/** A route for any signed-in account (`area: null`) or one guarded by an area and action (§6). */
export interface GuardedRoute extends RouteBase {
  public?: false;
  area: AccessArea | null;
  action: Action;
  /** Other grants that also open the route, e.g. a select's choices that another area's form reads. */
  alsoAllowed?: readonly Grant[];
  handler: (input: RequestInput & { actor: Actor }, deps: ApiDeps) => Promise<Reply>;
}

export type RouteDef = PublicRoute | GuardedRoute;
