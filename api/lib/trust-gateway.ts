import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { FORWARDING_HEADERS, GATEWAY_SECRET_HEADER } from '#domain/gateway';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Believes forwarding headers only from the gateway, which proves itself with the shared secret;
 * anyone else's are dropped, so the socket's address is the client's. With the app's `trust proxy`
 * at one hop, the client is then the single address the gateway wrote.
 */
export function trustGateway(secret: string | undefined): RequestHandler {
  const expected = secret ? digest(secret) : undefined;
  return (req, _res, next) => {
    const given = req.get(GATEWAY_SECRET_HEADER);
    // Hashing first gives equal lengths, so the comparison takes the same time whatever was sent.
    const fromGateway = !!expected && given !== undefined && timingSafeEqual(digest(given), expected);
    if (!fromGateway) for (const name of FORWARDING_HEADERS) delete req.headers[name];
    delete req.headers[GATEWAY_SECRET_HEADER];
    next();
  };
}
