import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEnv, ConfigError, mediaFromEnv } from '../../api/config.ts';
import { createStorage } from '../../api/media/create-storage.ts';
import { startTestS3, type TestS3 } from '../support/s3.ts';

/** The README's S3 variables (Operating, Variables), read as a process reads them, against a real S3-compatible server. */
describe('S3 media settings as the README documents them', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3?.close());

  const storeFor = (prefix: string | undefined) => {
    const env = {
      MEDIA_STORE: 's3',
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint!,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ...(prefix !== undefined && { S3_PREFIX: prefix }),
    };
    checkEnv(env);
    return createStorage(mediaFromEnv(env)!);
  };
  const objectPath = (key: string) => join(s3.directory, s3.config.bucket, `${key}._S3rver_object`);

  it('S3_PREFIX is a folder for every key, written with or without its slashes; a store lists only its own folder', async () => {
    const key = 'services/0d7c7b0e-5f6a-4a43-9c1e-3c9e1b7a0001.png';
    for (const prefix of ['venue1', 'venue1/', '/venue1/']) {
      const store = storeFor(prefix);
      await store.put(key, Readable.from([Buffer.from(`written under ${prefix}`)]), 'image/png');
      expect(existsSync(objectPath(`venue1/${key}`))).toBe(true);
      expect(await text((await store.open(key))!.body)).toBe(`written under ${prefix}`);
    }
    expect(existsSync(objectPath(`venue1${key}`))).toBe(false);

    // Another venue in the same bucket whose folder's name starts like this one's.
    const other = storeFor('venue10');
    const otherKey = 'gallery/0d7c7b0e-5f6a-4a43-9c1e-3c9e1b7a0002.png';
    await other.put(otherKey, Readable.from([Buffer.from('the other venue')]), 'image/png');
    expect(existsSync(objectPath(`venue10/${otherKey}`))).toBe(true);
    const listed = async (store: ReturnType<typeof storeFor>) => {
      const keys: string[] = [];
      for await (const entry of store.list()) keys.push(entry.key);
      return keys;
    };
    expect(await listed(storeFor('venue1'))).toEqual([key]);
    expect(await listed(other)).toEqual([otherKey]);
    expect(await storeFor('venue1').exists(otherKey)).toBe(false);
    // No prefix: keys at the bucket's root.
    const root = storeFor(undefined);
    await root.put(key, Readable.from([Buffer.from('at the root')]), 'image/png');
    expect(existsSync(objectPath(key))).toBe(true);
  });

  it('one of the two credentials without the other is one line naming them, not a silent fall-back to other credentials', () => {
    const base = { MEDIA_STORE: 's3', S3_BUCKET: 'media' };
    expect(() => checkEnv({ ...base, S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS SDK's own credentials); only S3_ACCESS_KEY_ID is set"),
    );
    expect(() => checkEnv({ ...base, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS SDK's own credentials); only S3_SECRET_ACCESS_KEY is set"),
    );
    expect(() => checkEnv(base)).not.toThrow();
    expect(() => checkEnv({ ...base, S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secret' })).not.toThrow();
  });
});
