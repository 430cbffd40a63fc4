import type { Readable } from 'node:stream';

/** A stored file opened for reading. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where uploads live. Keys are server-made (`<section>/<uuid>.<ext>`). `put` is all or nothing:
 * when the body fails (too large, unreadable) nothing is left under the key. The local disk is
 * the default; an S3-compatible store implements the same four calls (PutObject via a multipart
 * upload that is aborted on failure, GetObject, DeleteObject, HeadObject).
 */
export interface MediaStorage {
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The file, or undefined when there is none. */
  open(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}
