import { inArray } from 'drizzle-orm';
import { MEDIA_KINDS } from '#domain/media';
import { media } from '../db/schema.ts';
import { HttpError } from './http-error.ts';
import type { Precheck } from './audited-records.ts';

/** A Key a record is about to store, and the 400 message when no such upload (of an accepted type) exists. */
export interface MediaRef {
  key: string | null | undefined;
  missing: string;
  /** The stored content types this field takes (e.g. only PDFs); any upload when absent. */
  accepts?: (contentType: string) => boolean;
}

/** `accepts` for fields that show an image: a PDF Key must not become one. */
export const isImage = (contentType: string): boolean => contentType.startsWith('image/');

/** `accepts` for fields that take a PDF. */
export const isPdf = (contentType: string): boolean => contentType === MEDIA_KINDS.pdf.contentType;

/**
 * Refuses (400) keys that are not in `media`, so a record never points at a missing file. The rows
 * are locked (KEY SHARE) until the write commits, so the upload cannot vanish in between.
 */
export const requireMedia =
  (...refs: MediaRef[]): Precheck =>
  async (tx) => {
    const keys = [...new Set(refs.map((ref) => ref.key).filter((key): key is string => !!key))];
    if (keys.length === 0) return;
    const found = await tx.select({ key: media.key, contentType: media.contentType }).from(media).where(inArray(media.key, keys)).for('key share');
    const known = new Map(found.map((row) => [row.key, row.contentType]));
    const fits = (ref: MediaRef, contentType: string | undefined) => contentType !== undefined && (ref.accepts?.(contentType) ?? true);
    const missing = refs.find((ref) => ref.key && !fits(ref, known.get(ref.key)));
    if (missing) throw new HttpError(400, missing.missing);
  };
