// Yoga's createGraphQLError, not graphql's class: under Vite a second graphql copy would make the error look foreign and get masked.
import { createGraphQLError } from 'graphql-yoga';
import { z } from 'zod';
import { REST_ERROR_CODES } from './errorCodes.ts';

/** A successful REST reply: its validated `data` and the API's own message. */
export type RestReply<T> = { data: T; message: string };

/** Query-string values; undefined and null are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined | null>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Typed calls to `/api/v1`, made with the caller's own Authorization header. */
export type RestClient = {
  get<S extends z.ZodType>(path: string, schema: S, query?: QueryParams): Promise<RestReply<z.infer<S>>>;
  send<S extends z.ZodType>(method: Exclude<Method, 'GET'>, path: string, body: unknown, schema: S): Promise<RestReply<z.infer<S>>>;
};

const envelopeSchema = z.object({ status: z.boolean(), message: z.string(), data: z.unknown().optional() });

const UPSTREAM_TIMEOUT_MS = 15_000;

const withQuery = (url: URL, query: QueryParams | undefined): URL => {
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url;
};

const readEnvelope = async (response: Response) => {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`API replied ${response.status} with a body that is not JSON`);
  }
  return envelopeSchema.parse(json);
};

/**
 * Builds a client for one GraphQL request; `authorization` is forwarded as is, or not at all, and
 * `forwardedFor` (the caller's X-Forwarded-For chain) lets the API throttle sign-ins per client.
 */
export const createRestClient = (apiUrl: string, authorization: string | null, forwardedFor?: string): RestClient => {
  const base = `${apiUrl.replace(/\/+$/, '')}/api/v1`;

  const call = async <S extends z.ZodType>(method: Method, path: string, schema: S, init: { query?: QueryParams; body?: unknown }) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (authorization) headers.authorization = authorization;
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(withQuery(new URL(base + path), init.query), {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    const envelope = await readEnvelope(response);
    if (!response.ok || !envelope.status) {
      const code = REST_ERROR_CODES[response.status];
      // Unknown failures (5xx, odd replies) become plain errors, which Yoga masks.
      if (!code) throw new Error(`API ${method} ${path} failed with ${response.status}: ${envelope.message}`);
      throw createGraphQLError(envelope.message, { extensions: { code } });
    }
    return { data: schema.parse(envelope.data) as z.infer<S>, message: envelope.message };
  };

  return {
    get: (path, schema, query) => call('GET', path, schema, { query }),
    send: (method, path, body, schema) => call(method, path, schema, { body }),
  };
};
