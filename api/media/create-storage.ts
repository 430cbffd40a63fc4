import { createLocalStorage } from './local-storage.ts';
import { createS3Storage, type S3StoreConfig } from './s3-storage.ts';
import type { MediaStorage } from './storage.ts';

/** Which media store (MEDIA_STORE): files under a folder, or an S3-compatible bucket. */
export type MediaStoreConfig = { kind: 'local'; root: string } | S3StoreConfig;

export const createStorage = (config: MediaStoreConfig): MediaStorage => (config.kind === 'local' ? createLocalStorage(config.root) : createS3Storage(config));
