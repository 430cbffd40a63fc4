import type { YogaServerOptions } from 'graphql-yoga';

type CorsFactory = Extract<NonNullable<YogaServerOptions<object, object>['cors']>, (...args: never[]) => unknown>;

/** The origins of a comma-separated CORS_ORIGINS (`https://a.example, https://b.example`); empty when unset. */
export const parseCorsOrigins = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry).origin);

/**
 * CORS for /graphql: same-origin only (no CORS headers at all) unless the caller's origin is listed.
 * Listed origins may send the Authorization header; no origin is ever allowed credentials (cookies),
 * which the gateway does not use.
 */
export const corsFor =
  (allowed: readonly string[]): CorsFactory =>
  (request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.includes(origin)) return false;
    return { origin: [origin], methods: ['GET', 'POST'], allowedHeaders: ['authorization', 'content-type'], credentials: false, maxAge: 600 };
  };
