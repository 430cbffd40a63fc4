import type { Request, RequestHandler, Response } from 'express';

/** Largest GraphQL request body: the biggest real operation (a role's 17-module matrix) is a few kB. */
export const GRAPHQL_BODY_LIMIT = 100 * 1024;

export const BODY_TOO_LARGE = 'Request body is too large';
export const BODY_ENCODED = 'Compressed request bodies are not accepted';
export const BODY_NOT_JSON = 'POST /graphql takes a JSON body (Content-Type: application/json)';
export const BODY_INVALID_JSON = 'POST body sent invalid JSON.';

const isJson = (body: Buffer): boolean => {
  try {
    JSON.parse(body.toString('utf8'));
    return true;
  } catch {
    return false;
  }
};

/**
 * `application/json`, with or without parameters. A form or plain-text POST is what any web page can
 * make a visitor's browser send without a preflight: refusing it keeps other sites from running
 * operations (a sign-in guess, say) through a visitor, whatever CORS_ORIGINS allows.
 */
const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

/** Answers at once and closes the connection after the reply: the rest of the body is never read. */
function refuse(req: Request, res: Response, status: number, message: string): void {
  if (res.headersSent) return;
  res.set('Connection', 'close');
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
  req.resume();
}

/**
 * Reads a GraphQL body of at most GRAPHQL_BODY_LIMIT bytes and hands it to Yoga as `req.body`. A
 * longer one is a 413 as soon as its declared length, or its bytes so far, pass the limit, so no
 * request makes the gateway hold more than that. Compressed bodies (a small gzip can inflate to
 * gigabytes) are refused: no client of this gateway sends them.
 */
export const graphqlBodyLimit = (): RequestHandler => (req, res, next) => {
  // Yoga's own reply to malformed JSON repeats the parser's message (and so the caller's bytes) under
  // `originalError`; this one says what is wrong and nothing more.
  const handOn = () => (req.method === 'POST' && !isJson(req.body as Buffer) ? refuse(req, res, 400, BODY_INVALID_JSON) : next());
  // Already read within the limit by the fast path, which handed the request on.
  if (Buffer.isBuffer(req.body)) return handOn();
  const encoding = req.get('content-encoding');
  if (encoding && encoding.toLowerCase() !== 'identity') return refuse(req, res, 415, BODY_ENCODED);
  if (req.method === 'POST' && !JSON_MEDIA_TYPE.test(req.get('content-type') ?? '')) return refuse(req, res, 415, BODY_NOT_JSON);
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
    handOn();
  };
  req.on('data', onData).on('end', onEnd).on('error', next);
};
