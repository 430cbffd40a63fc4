import { GATEWAY_SECRET_HEADER } from '#domain/gateway';

/** The API behind the gateway: its origin, and the secret that makes it believe the client address the gateway names. */
export type Upstream = { url: string; secret?: string };

/**
 * The headers that tell the API who the client is: the one address this gateway saw (its own
 * `trust proxy` decided how far to believe X-Forwarded-For), never the chain a client sent.
 */
export const clientHeaders = (upstream: Upstream, clientAddress: string | undefined): Record<string, string> =>
  upstream.secret && clientAddress ? { 'x-forwarded-for': clientAddress, [GATEWAY_SECRET_HEADER]: upstream.secret } : {};
