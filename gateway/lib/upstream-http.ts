import http from 'node:http';
import https from 'node:https';
import { ACTOR_ID_HEADER } from '#domain/gateway';

/**
 * A reply from the API: its status and its body as text, or, from an API in this process, the
 * value it answered as JSON, handed over without being written and read back (see callInProcess);
 * its `Retry-After` header, when a 429 gives one; and its X-Actor-Id, the account whose token it accepted.
 */
export type UpstreamReply = { status: number; text: string; json?: unknown; retryAfter?: string; actorId?: string };

/** The X-Actor-Id of a reply's headers, as the reply's `actorId` (left out when absent). */
export const actorOf = (value: unknown): { actorId?: string } => (typeof value === 'string' && value ? { actorId: value } : {});

// One pool of kept-alive sockets per gateway process: a call to the API reuses a warm connection
// instead of paying a TCP handshake, and node:http skips the WHATWG stream layers of fetch.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/** One HTTP call to the API over a kept-alive connection; rejects on a network failure or after `timeoutMs`. */
export const callUpstream = (url: URL, method: string, headers: Record<string, string>, body: string | undefined, timeoutMs: number): Promise<UpstreamReply> =>
  new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? https : http).request(
      url,
      { method, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent: agents[secure ? 'https:' : 'http:'], timeout: timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        const retryAfter = response.headers['retry-after'];
        const actor = actorOf(response.headers[ACTOR_ID_HEADER]);
        response.on('end', () => resolve({ status: response.statusCode ?? 502, text: Buffer.concat(chunks).toString('utf8'), ...(retryAfter === undefined ? {} : { retryAfter }), ...actor }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`API did not reply within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
