// Yoga's createGraphQLError, not graphql's class: under Vite a second graphql copy would make the error look foreign and get masked.
import { createGraphQLError } from 'graphql-yoga';
import { z } from 'zod';
import { FIELD_ERRORS_HEADER } from '#domain/gateway';
import { REST_ERROR_CODES } from './errorCodes.ts';
import { clientHeaders, type Upstream } from './upstream.ts';
import { callInProcess } from './in-process.ts';
import { callUpstream, type UpstreamReply } from './upstream-http.ts';

/** A successful REST reply: its validated `data` and the API's own message. */
export type RestReply<T> = { data: T; message: string };

/** Query-string values; undefined and null are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined | null>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Typed calls to `/api/v1`, made with the caller's own Authorization header. */
export type RestClient = {
  get<S extends z.ZodType>(path: string, schema: S, query?: QueryParams): Promise<RestReply<z.infer<S>>>;
  send<S extends z.ZodType>(method: Exclude<Method, 'GET'>, path: string, body: unknown, schema: S, options?: SendOptions): Promise<RestReply<z.infer<S>>>;
};

/** A change's condition: `expectedUpdatedAt`, the version of the record the change was made from, sent as `If-Match` (api/lib/preconditions.ts). */
export type SendOptions = { expectedUpdatedAt?: string | null };

/** The GraphQL argument a stale version is refused on. */
const EXPECTED_UPDATED_AT = 'expectedUpdatedAt';

type FieldProblem = { path: (string | number)[]; message: string };
type Envelope = { status: boolean; message: string; data?: unknown; errors?: FieldProblem[] };

const isProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'object' && value !== null && Array.isArray((value as FieldProblem).path) && typeof (value as FieldProblem).message === 'string';

// A cheap shape check in place of a schema parse: this runs on every reply of the hot path.
const isEnvelope = (json: unknown): json is Envelope =>
  typeof json === 'object' &&
  json !== null &&
  typeof (json as Envelope).status === 'boolean' &&
  typeof (json as Envelope).message === 'string' &&
  ((json as Envelope).errors === undefined || (Array.isArray((json as Envelope).errors) && (json as Envelope).errors!.every(isProblem)));

const UPSTREAM_TIMEOUT_MS = 15_000;

/**
 * Longest URL sent to the API. Ids are UUIDs and search text is short, so a longer URL (a 20,000
 * character id) is the caller's mistake; the API's own server would refuse it without an envelope.
 */
export const MAX_UPSTREAM_URL = 2048;
export const INPUT_TOO_LONG = 'An id or search text is too long';

const badInput = (message: string) => createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** What a caller sees when the API cannot be reached, times out or its proxy says it is down. */
export const API_UNAVAILABLE = 'The API is unavailable. Try again shortly.';
const unavailable = (message = API_UNAVAILABLE, extensions = {}) => createGraphQLError(message, { extensions: { code: 'SERVICE_UNAVAILABLE', ...extensions } });

/** The API's own words for a 503 (its database is unavailable), or the generic ones for a proxy's reply without its envelope. */
const unavailableMessage = (response: UpstreamReply): string => {
  try {
    const json = response.json === undefined ? JSON.parse(response.text) : response.json;
    if (response.status === 503 && isEnvelope(json) && json.message) return json.message;
  } catch {
    // Not JSON: a load balancer's page.
  }
  return API_UNAVAILABLE;
};
// A load balancer or proxy in front of the API answers these when no API is behind it.
const DOWN_STATUSES = new Set([502, 503, 504]);

/**
 * The wait the API asks for (its 429's or 503's `Retry-After`, in seconds): `extensions.retryAfter`
 * of the RATE_LIMITED or SERVICE_UNAVAILABLE error, and the reply's own `Retry-After` header (Yoga
 * sets `extensions.http.headers` on the response and leaves `http` out of the error it sends).
 */
const retryAfterOf = (response: UpstreamReply) => {
  const seconds = Number(response.retryAfter);
  if ((response.status !== 429 && response.status !== 503) || !Number.isInteger(seconds) || seconds < 0) return {};
  return { retryAfter: seconds, http: { headers: { 'Retry-After': String(seconds) } } };
};

const withQuery = (url: URL, query: QueryParams | undefined): URL => {
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url;
};

const readEnvelope = (response: UpstreamReply): Envelope => {
  const json = response.json === undefined ? parseBody(response) : response.json;
  if (!isEnvelope(json)) throw new Error(`API replied ${response.status} without its { status, message } envelope`);
  return json;
};

const parseBody = (response: UpstreamReply): unknown => {
  try {
    return JSON.parse(response.text);
  } catch {
    // A refusal from below the API's routes (431, 414): still the request's fault, not the server's.
    if (response.status >= 400 && response.status < 500) throw badInput(INPUT_TOO_LONG);
    throw new Error(`API replied ${response.status} with a body that is not JSON`);
  }
};

/**
 * Builds a client for one GraphQL request; `authorization` is forwarded as is, or not at all, and
 * `clientAddress` (the address the gateway saw) lets the API throttle sign-ins per client, and
 * `requestId` is passed on as X-Request-Id. `onActor` hears the account the API accepted the token
 * of (its reply's X-Actor-Id), for the gateway's request log.
 */
export const createRestClient = (upstream: Upstream, authorization: string | null, clientAddress?: string, requestId?: string, onActor?: (actorId: string) => void): RestClient => {
  const base = `${upstream.url.replace(/\/+$/, '')}/api/v1`;

  const call = async <S extends z.ZodType>(method: Method, path: string, schema: S, init: { query?: QueryParams; body?: unknown; expectedUpdatedAt?: string | null }) => {
    const headers: Record<string, string> = { accept: 'application/json', [FIELD_ERRORS_HEADER]: 'all', ...clientHeaders(upstream, clientAddress) };
    if (authorization) headers.authorization = authorization;
    // The gateway's id for this request (see requestId()), so the API's log lines carry it too.
    if (requestId) headers['x-request-id'] = requestId;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.expectedUpdatedAt) headers['if-match'] = `"${init.expectedUpdatedAt}"`;
    const url = withQuery(new URL(base + path), init.query);
    if (url.href.length > MAX_UPSTREAM_URL) throw badInput(INPUT_TOO_LONG);
    let response: UpstreamReply;
    try {
      const body = init.body === undefined ? undefined : JSON.stringify(init.body);
      response = upstream.inProcess ? await callInProcess(upstream.inProcess, url, method, headers, body, UPSTREAM_TIMEOUT_MS) : await callUpstream(url, method, headers, body, UPSTREAM_TIMEOUT_MS);
    } catch {
      // Refused connection, reset or timeout: the API is down, which a client can retry, not a fault to mask.
      throw unavailable();
    }
    if (response.actorId) onActor?.(response.actorId);
    if (DOWN_STATUSES.has(response.status)) throw unavailable(unavailableMessage(response), retryAfterOf(response));
    const envelope = readEnvelope(response);
    if (response.status >= 300 || !envelope.status) {
      // Any other 4xx (413 for a body the API will not read) is still the caller's input.
      const code = REST_ERROR_CODES[response.status] ?? (response.status >= 400 && response.status < 500 ? REST_ERROR_CODES[400] : undefined);
      // Unknown failures (5xx, odd replies) become plain errors, which Yoga masks.
      if (!code) throw new Error(`API ${method} ${path} failed with ${response.status}: ${envelope.message}`);
      // Every problem of a refused input (a 400) or the field of a taken value (a 409), by its path in the mutation's input (the REST body's keys);
      // a stale version (412) is the `expectedUpdatedAt` argument's.
      const errors = response.status === 412 ? [{ path: [EXPECTED_UPDATED_AT], message: envelope.message }] : envelope.errors;
      const fields = errors?.length ? { fields: errors } : {};
      throw createGraphQLError(envelope.message, { extensions: { code, ...fields, ...retryAfterOf(response) } });
    }
    // The API is ours and its replies are checked against these schemas by the tests (checkReplies);
    // parsing every reply a second time on the hot path cost a tenth of the gateway's CPU.
    return { data: (upstream.checkReplies ? schema.parse(envelope.data) : envelope.data) as z.infer<S>, message: envelope.message };
  };

  return {
    get: (path, schema, query) => call('GET', path, schema, { query }),
    send: (method, path, body, schema, options) => call(method, path, schema, { body, expectedUpdatedAt: options?.expectedUpdatedAt }),
  };
};

type FieldNames = Readonly<Record<string, string>>;

/** The REST query parameters of a list that GraphQL names otherwise: its date range and its sort. */
export const LIST_FIELD_NAMES: FieldNames = { fromDate: 'from', toDate: 'to', sort: 'orderBy' };

/**
 * `message` with the REST keys of `names` it mentions in GraphQL's names ("toDate must not be before
 * fromDate" → "to must not be before from"). A key written as an identifier (`toDate`, `serviceId`)
 * is renamed wherever it stands; a plain word (`sort`) only where it opens the message, naming the
 * field refused, since elsewhere it may be the message's prose ("sort by name").
 */
const inGraphqlNames = (message: string, names: FieldNames): string =>
  Object.entries(names).reduce((text, [key, name]) => text.replace(new RegExp(/[A-Z]/.test(key) ? `\\b${key}\\b` : `^${key}\\b`, 'g'), name), message);

const renamed = async <T>(call: Promise<T>, names: FieldNames): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    // Checked by shape, not by class (see the import's note).
    const refused = error as { message?: string; extensions?: Record<string, unknown> };
    const fields = refused.extensions?.fields;
    if (!Array.isArray(fields)) throw error;
    // A nested row's `_id` (an event ticket's category) is the input's `id`.
    const rename = (problem: FieldProblem): FieldProblem => ({
      path: problem.path.map((key, i) => (i === 0 && typeof key === 'string' ? (names[key] ?? key) : key === '_id' ? 'id' : key)),
      message: inGraphqlNames(problem.message, names),
    });
    throw createGraphQLError(inGraphqlNames(String(refused.message), names), { extensions: { ...refused.extensions, fields: (fields as FieldProblem[]).map(rename) } });
  }
};

/**
 * The client with BAD_USER_INPUT's and CONFLICT's `extensions.fields` paths, and the field names its messages
 * mention, in GraphQL's names where REST's differ (the record's id key → `id`, `fromDate` → `from` …):
 * `names` maps a REST key to its GraphQL argument or input field, the rest of a path is kept. The
 * REST API's own replies keep its names.
 */
export const withFieldNames = (rest: RestClient, names: FieldNames): RestClient => ({
  get: (path, schema, query) => renamed(rest.get(path, schema, query), names),
  send: (method, path, body, schema, options) => renamed(rest.send(method, path, body, schema, options), names),
});
