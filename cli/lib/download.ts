import type { IncomingMessage } from 'node:http';
import { networkReason, seconds, silence, TIMEOUT_MS, UNSENT_REASONS } from './network.ts';
import { TransientError } from './retry.ts';

/** A GET whose reply is read as a stream (an export): its status (and its Retry-After, if any), then its body. */
export interface Download {
  status: number;
  retryAfter?: string;
  /** The whole body as text, e.g. an error's JSON. */
  text(): Promise<string>;
  /** The body chunk by chunk; fails when the connection breaks, or when no byte comes for the timeout while the reader waits for one. */
  chunks(): AsyncGenerator<Buffer>;
}

/**
 * A GET from the gateway with the token, over node:http(s). Exit 7 when the gateway cannot be reached
 * or does not start its reply within `timeoutMs`, as a TransientError saying whether the request went
 * out (see withRetries); after that, the body's chunks are timed one by one,
 * only while the reader waits for them (a slow reader is not a silent gateway).
 */
export async function download(url: URL, token: string, timeoutMs = TIMEOUT_MS): Promise<Download> {
  const { request } = url.protocol === 'https:' ? await import('node:https') : await import('node:http');
  const req = request(url, { headers: { authorization: `Bearer ${token}` } });
  let timer: NodeJS.Timeout | undefined;
  let stalled: Error | undefined;
  const wait = (reason: string) => {
    clearTimeout(timer);
    timer = setTimeout(() => req.destroy((stalled = silence(reason))), timeoutMs).unref();
  };
  const stop = () => clearTimeout(timer);
  wait(`no answer within ${seconds(timeoutMs)}`);
  let sent = false;
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    req.on('response', resolve);
    req.on('error', reject);
    req.on('finish', () => (sent = true));
    req.end();
  }).catch((error: unknown) => {
    stop();
    const reason = networkReason(error);
    throw new TransientError(`Cannot reach the gateway at ${url.origin}: ${reason}`, sent && !UNSENT_REASONS.has(reason) ? 'unknown' : 'unsent');
  });
  // Later failures surface on the reply, which the reader iterates.
  req.on('error', () => {});
  async function* chunks(): AsyncGenerator<Buffer> {
    wait(`no data for ${seconds(timeoutMs)}`);
    try {
      for await (const chunk of res) {
        stop();
        yield chunk as Buffer;
        wait(`no data for ${seconds(timeoutMs)}`);
      }
    } catch (error) {
      throw stalled ?? error;
    } finally {
      stop();
    }
  }
  const retryAfter = res.headers['retry-after'];
  return {
    status: res.statusCode ?? 0,
    ...(retryAfter === undefined ? {} : { retryAfter }),
    chunks,
    text: async () => {
      const parts: Buffer[] = [];
      for await (const chunk of chunks()) parts.push(chunk);
      return Buffer.concat(parts).toString('utf8');
    },
  };
}
