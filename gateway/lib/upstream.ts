import { GATEWAY_SECRET_HEADER } from '#domain/gateway';

/**
 * The API behind the gateway: its origin, the secret that makes it believe the client address the
 * gateway names, and whether each reply is checked against its zod schema (tests; off when serving).
 */
export type Upstream = { url: string; secret?: string; checkReplies?: boolean };

/**
 * The headers that tell the API who the client is: the one address this gateway saw (its own
 * `trust proxy` decided how far to believe X-Forwarded-For), never the chain a client sent.
 */
export const clientHeaders = (upstream: Upstream, clientAddress: string | undefined): Record<string, string> =>
  upstream.secret && clientAddress ? { 'x-forwarded-for': clientAddress, [GATEWAY_SECRET_HEADER]: upstream.secret } : {};
