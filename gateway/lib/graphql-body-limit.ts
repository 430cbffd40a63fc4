import type { Request, RequestHandler, Response } from 'express';

/** Largest GraphQL request body: the biggest real operation (a role's 17-module matrix) is a few kB. */
export const GRAPHQL_BODY_LIMIT = 100 * 1024;

export const BODY_TOO_LARGE = 'Request body is too large';
export const BODY_ENCODED = 'Compressed request bodies are not accepted';

/** Answers at once and closes the connection after the reply: the rest of the body is never read. */
function refuse(req: Request, res: Response, status: number, message: string): void {
  if (res.headersSent) return;
  res.set('Connection', 'close');
  res.status(status).json({ errors: [{ message, extensions: { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' } }] });
  req.resume();
}

/**
 * Reads a GraphQL body of at most GRAPHQL_BODY_LIMIT bytes and hands it to Yoga as `req.body`. A
 * longer one is a 413 as soon as its declared length, or its bytes so far, pass the limit, so no
 * request makes the gateway hold more than that. Compressed bodies (a small gzip can inflate to
 * gigabytes) are refused: no client of this gateway sends them.
 */
export const graphqlBodyLimit = (): RequestHandler => (req, res, next) => {
  // Already read within the limit by the fast path, which handed the request on.
  if (Buffer.isBuffer(req.body)) return next();
  const encoding = req.get('content-encoding');
  if (encoding && encoding.toLowerCase() !== 'identity') return refuse(req, res, 415, BODY_ENCODED);
  if (Number(req.get('content-length')) > GRAPHQL_BODY_LIMIT) return refuse(req, res, 413, BODY_TOO_LARGE);
  if (req.get('content-length') === undefined && req.get('transfer-encoding') === undefined) return next();
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= GRAPHQL_BODY_LIMIT) return void chunks.push(chunk);
    req.off('data', onData).off('end', onEnd);
    chunks.length = 0;
    refuse(req, res, 413, BODY_TOO_LARGE);
  };
  const onEnd = () => {
    req.body = Buffer.concat(chunks);
    next();
  };
  req.on('data', onData).on('end', onEnd).on('error', next);
};
