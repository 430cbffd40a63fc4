import { once } from 'node:events';
import type { Response } from 'express';
import type { Logger } from 'pino';
import type { StreamedFile } from './route.ts';

/**
 * Streams a file reply as an attachment, waiting for the client to drain each piece (so a slow
 * client holds back the reads instead of filling memory) and stopping when it goes away. A failure
 * after the first byte cannot change the status any more: it is logged and the connection is cut,
 * so the client sees a broken transfer rather than a file that looks complete.
 */
export async function sendFile(res: Response, file: StreamedFile, logger: Logger): Promise<void> {
  res.status(200).set({
    'Content-Type': file.type,
    'Content-Disposition': `attachment; filename="${file.name}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.flushHeaders();
  const closed = once(res, 'close').then(() => 'closed' as const);
  try {
    for await (const piece of file.body) {
      if (res.destroyed) return;
      if (!res.write(piece) && (await Promise.race([once(res, 'drain').then(() => 'drained' as const), closed])) === 'closed') return;
    }
    res.end();
  } catch (error) {
    logger.error({ err: error }, 'streamed file failed after its first byte');
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
