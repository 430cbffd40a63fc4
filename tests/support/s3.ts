import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error -- s3rver ships no type declarations
import S3rver from 's3rver';
import type { S3StoreConfig } from '../../api/media/s3-storage.ts';

/** A real S3-compatible server (s3rver, objects on local disk) on 127.0.0.1, with one bucket. */
export interface TestS3 {
  /** The media store configuration pointing at it (path-style, test credentials). */
  config: S3StoreConfig;
  /** Where it keeps objects and the parts of unfinished multipart uploads. */
  directory: string;
  /** Multipart uploads aborted so far. */
  aborted: string[];
  close(): Promise<void>;
}

/**
 * Starts s3rver behind a small HTTP front on a free loopback port. s3rver has no
 * AbortMultipartUpload; the front answers it as S3 does (204, the upload's parts removed).
 */
export async function startTestS3(bucket = 'venue-media'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'venue-s3-'));
  const s3rver: unknown = new (S3rver as new (options: object) => unknown)({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  // configureBuckets runs inside run(); the handler is served by our own server below.
  await (s3rver as unknown as { configureBuckets(): Promise<void> }).configureBuckets();
  const handle = (s3rver as unknown as { callback(): (req: unknown, res: unknown) => void }).callback();
  const aborted: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const uploadId = url.searchParams.get('uploadId');
    if (req.method === 'DELETE' && uploadId && /^[\w-]+$/.test(uploadId)) {
      aborted.push(uploadId);
      const uploads = join(directory, bucket, '._S3rver_uploads', uploadId);
      void rm(uploads, { recursive: true, force: true }).then(() => res.writeHead(204).end());
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: {
      kind: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      prefix: '',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    directory,
    aborted,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
