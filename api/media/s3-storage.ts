import type { Readable } from 'node:stream';
import { MEDIA_KEY } from '#domain/schemas/media';
import type { MediaStorage } from './storage.ts';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …); `prefix` puts every key under a folder of a shared bucket. */
export interface S3StoreConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** Unset: AWS itself. */
  endpoint?: string;
  /** Addresses the bucket as a path (`endpoint/bucket/key`), as most self-hosted stores need. */
  forcePathStyle: boolean;
  prefix: string;
  /** Unset: the SDK's own chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const PART_BYTES = 5 * 1024 * 1024;
const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** The AWS SDK, imported on a bucket's first call: over half a second of module loading that a start on the local store never pays. */
const loadSdk = async () => {
  const [s3, { Upload }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { ...s3, Upload };
};

/**
 * Media in a bucket. `put` streams the body as a multipart upload (parts of 5 MB, one at a time, so
 * memory stays small); when the body fails, the upload is aborted and nothing is left under the key.
 * `open` streams the object back.
 */
export function createS3Storage(config: S3StoreConfig): MediaStorage {
  let connecting: Promise<{ sdk: Awaited<ReturnType<typeof loadSdk>>; client: import('@aws-sdk/client-s3').S3Client }> | undefined;
  const connect = () =>
    (connecting ??= loadSdk().then((sdk) => ({ sdk, client: new sdk.S3Client({ region: config.region, endpoint: config.endpoint, forcePathStyle: config.forcePathStyle, credentials: config.credentials }) })));
  const Bucket = config.bucket;
  // The prefix is a folder: `venue1`, `/venue1` and `venue1/` all put a key under `venue1/`.
  const folder = config.prefix.replace(/^\/+|\/+$/g, '');
  const prefix = folder ? `${folder}/` : '';
  const objectKey = (key: string) => {
    if (!MEDIA_KEY.test(key)) throw new Error(`Not a media key: ${key}`);
    return `${prefix}${key}`;
  };
  return {
    async put(key, body: Readable, contentType) {
      const { sdk, client } = await connect();
      const upload = new sdk.Upload({ client, params: { Bucket, Key: objectKey(key), Body: body, ContentType: contentType }, queueSize: 1, partSize: PART_BYTES, leavePartsOnError: false });
      try {
        await upload.done();
      } catch (error) {
        // A failure before the first part was sent started no upload; abort() then has nothing to do.
        await upload.abort().catch(() => undefined);
        body.destroy();
        throw error;
      }
    },
    async open(key) {
      if (!MEDIA_KEY.test(key)) return undefined;
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      if (!MEDIA_KEY.test(key)) return;
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async exists(key) {
      if (!MEDIA_KEY.test(key)) return false;
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async check() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
    async *list() {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key!.slice(prefix.length);
          if (MEDIA_KEY.test(key)) yield { key, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
