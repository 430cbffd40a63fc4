import { IncomingMessage, ServerResponse, type RequestListener } from 'node:http';
import type { Socket } from 'node:net';
import { Duplex } from 'node:stream';
import { ACTOR_ID_HEADER } from '#domain/gateway';
import { actorOf, type UpstreamReply } from './upstream-http.ts';

type Write = ServerResponse['write'];
type Json = (this: ServerResponse, body: unknown) => ServerResponse;
type End = ServerResponse['end'];

/** A socket that goes nowhere: the reply's bytes are taken from `write`/`end` before they reach it. */
const nowhere = () =>
  Object.assign(
    new Duplex({
      read() {},
      write(_chunk, _encoding, done) {
        done();
      },
    }),
    { remoteAddress: '127.0.0.1', remotePort: 0, encrypted: false },
  ) as unknown as Socket;

/** Deeper than any reply of the API; a value nested further (or a cycle) is left to JSON, which says why. */
const MAX_DEPTH = 32;

/**
 * True when JSON would carry `value` unchanged: strings, finite numbers, booleans, null, and arrays
 * and plain objects of them (a property left undefined reads the same as one JSON leaves out). A
 * Date, a class instance, a `toJSON`, a bigint or NaN is not: such a reply is written and read
 * back as JSON, so the gateway always sees what a client of the API would.
 */
const isPlainJson = (value: unknown, depth = 0): boolean => {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      if (value === null) return true;
      if (depth >= MAX_DEPTH) return false;
      if (Array.isArray(value)) {
        for (const item of value) if (!isPlainJson(item, depth + 1)) return false;
        return true;
      }
      const prototype = Object.getPrototypeOf(value) as unknown;
      if (prototype !== Object.prototype && prototype !== null) return false;
      for (const key in value) {
        const item = (value as Record<string, unknown>)[key];
        if (item !== undefined && !isPlainJson(item, depth + 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
};

const bytesOf = (chunk: unknown, encoding: unknown): Buffer | undefined =>
  chunk === undefined || chunk === null || typeof chunk === 'function' ? undefined : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');

/**
 * One call to an API running in this process (`npm start`), handed to its request handler as a
 * real `IncomingMessage`/`ServerResponse` pair over a socket that goes nowhere: the API runs every
 * middleware as for a request from the network (token, permissions, request id, metrics, log line)
 * and its reply is read from the response's `write`/`end`, own properties of this one response,
 * which Express's change of prototype keeps; a reply sent with `res.json` is taken as the value. It spares both sides a loopback round trip: the
 * socket writes and the event-loop turns of reading them back. Rejects when the API closes the
 * response without an answer or does not answer within `timeoutMs`.
 */
export function callInProcess(listener: RequestListener, url: URL, method: string, headers: Record<string, string>, body: string | undefined, timeoutMs: number): Promise<UpstreamReply> {
  return new Promise((resolve, reject) => {
    const socket = nowhere();
    const req = new IncomingMessage(socket);
    req.method = method;
    req.url = url.pathname + url.search;
    req.httpVersion = '1.1';
    req.httpVersionMajor = 1;
    req.httpVersionMinor = 1;
    req.headers = { host: url.host, ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) };
    req.rawHeaders = Object.entries(req.headers).flatMap(([name, value]) => [name, String(value)]);
    if (body !== undefined) req.push(body);
    req.push(null);
    // As the HTTP parser marks a request read to its end; otherwise its end would count as an abort.
    req.complete = true;

    const res = new ServerResponse(req);
    res.assignSocket(socket);
    const chunks: Buffer[] = [];
    let settled = false;
    const timer = setTimeout(() => finish(new Error(`API did not reply within ${timeoutMs} ms`)), timeoutMs);
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else {
        const retryAfter = res.getHeader('retry-after');
        const headers = { ...(retryAfter === undefined ? {} : { retryAfter: String(retryAfter) }), ...actorOf(res.getHeader(ACTOR_ID_HEADER)) };
        resolve(handedOver === undefined ? { status: res.statusCode, text: Buffer.concat(chunks).toString('utf8'), ...headers } : { status: res.statusCode, text: '', json: handedOver, ...headers });
      }
    };
    // Express's res.json, taken over: a plain value is handed to the gateway as it is, sparing the
    // API's JSON.stringify and the gateway's JSON.parse (for the 50-role list, 80 kB each way); the
    // response still ends, so the API's metrics and log line are as for any request.
    let handedOver: unknown;
    (res as ServerResponse & { json: Json }).json = function (body) {
      if (!isPlainJson(body)) return (Object.getPrototypeOf(this) as { json: Json }).json.call(this, body);
      handedOver = body;
      this.setHeader('content-type', 'application/json; charset=utf-8');
      this.end();
      return this;
    };
    const write = res.write as Write;
    const end = res.end as End;
    res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, done?: unknown) {
      const bytes = bytesOf(chunk, encoding);
      if (bytes) chunks.push(bytes);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, encoding, done);
    } as Write;
    res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, done?: unknown) {
      const bytes = bytesOf(chunk, encoding);
      if (bytes) chunks.push(bytes);
      const ended = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, encoding, done);
      finish();
      return ended;
    } as End;
    res.once('finish', () => socket.destroy());
    res.once('close', () => finish(new Error('API closed the reply without an answer')));
    listener(req, res);
  });
}
