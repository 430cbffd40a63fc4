import type { Readable } from 'node:stream';

/** A stored file opened for reading. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where uploads live. Keys are server-made (`<section>/<uuid>.<ext>`). `put` is all or nothing:
 * when the body fails (too large, unreadable) nothing is left under the key. The local disk is
 * the default (local-storage.ts); s3-storage.ts keeps them in an S3-compatible bucket (a multipart
 * upload that is aborted on failure, GetObject streamed, DeleteObject, HeadObject).
 */
export interface MediaStorage {
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The file, or undefined when there is none. */
  open(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Throws when the store cannot be reached or written (for /readyz). */
  check(): Promise<void>;
  /** Every stored key with its size (for backups). */
  list(): AsyncIterable<{ key: string; size: number }>;
}
