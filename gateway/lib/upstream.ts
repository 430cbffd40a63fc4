import type { RequestListener } from 'node:http';
import { GATEWAY_SECRET_HEADER } from '#domain/gateway';

/**
 * The API behind the gateway: its origin, the secret that makes it believe the client address the
 * gateway names, whether each reply is checked against its zod schema (tests; off when serving),
 * and, when the API runs in the same process (`npm start`), its request handler, which the
 * resolvers' REST calls then reach without a socket (see callInProcess). Uploads, media and exports
 * are streamed over HTTP either way.
 */
export type Upstream = { url: string; secret?: string; checkReplies?: boolean; inProcess?: RequestListener };

/**
 * The headers that tell the API who the client is: the one address this gateway saw (its own
 * `trust proxy` decided how far to believe X-Forwarded-For), never the chain a client sent.
 */
export const clientHeaders = (upstream: Upstream, clientAddress: string | undefined): Record<string, string> =>
  upstream.secret && clientAddress ? { 'x-forwarded-for': clientAddress, [GATEWAY_SECRET_HEADER]: upstream.secret } : {};
