import { inArray } from 'drizzle-orm';
import { MEDIA_KINDS, orientationOf, type Orientation } from '#domain/media';
import type { MediaSection } from '#domain/schemas/media';
import { media } from '../db/schema.ts';
import { badField, type FieldProblem } from './http-error.ts';
import type { Precheck } from './audited-records.ts';

/** A Key a record is about to store, and the 400 message when no such upload (of an accepted type) exists. */
export interface MediaRef {
  key: string | null | undefined;
  missing: string;
  /**
   * The upload sections (§3 folders) the field takes Keys from: a Key belongs to its area, so a
   * picture uploaded for the gallery cannot become a service's image. Refused with `missing`.
   */
  sections: readonly MediaSection[];
  /** The stored content types this field takes (e.g. only PDFs); any upload when absent. */
  accepts?: (contentType: string) => boolean;
  /** The orientation the record declares for the image (gallery metaData): the stored image must have it. */
  orientation?: Orientation;
  /** Where the body holds `key` (`['image']`, `['layout', 'image']`), named in the 400 as a refused body's problems are; `metaData` when the orientation is refused. */
  at: FieldProblem['path'];
}

/** `accepts` for fields that show an image: a PDF Key must not become one. */
export const isImage = (contentType: string): boolean => contentType.startsWith('image/');

/** `accepts` for fields that take a PDF. */
export const isPdf = (contentType: string): boolean => contentType === MEDIA_KINDS.pdf.contentType;

/** The 400 message when a record declares one orientation and its stored image has the other. */
export const orientationMismatch = (declared: Orientation, actual: Orientation): string =>
  `metaData says ${declared} but the image is ${actual}: choose ${actual} or upload a ${declared} image`;

type StoredMedia = { key: string; section: string; contentType: string; width: number | null; height: number | null };

/** The 400 refusing `ref` given what is stored under its key, or undefined when it fits. */
function problemOf(ref: MediaRef, stored: StoredMedia | undefined) {
  if (!stored || !(ref.sections as readonly string[]).includes(stored.section) || !(ref.accepts?.(stored.contentType) ?? true)) return badField(ref.missing, ref.at);
  if (!ref.orientation) return undefined;
  const actual = stored.width && stored.height ? orientationOf({ width: stored.width, height: stored.height }) : undefined;
  return actual === ref.orientation ? undefined : badField(orientationMismatch(ref.orientation, actual ?? 'landscape'), ['metaData']);
}

/**
 * Refuses (400) keys that are not in `media`, were uploaded for another area, or do not match
 * what the record says of them, so a record never points at a missing or foreign file. The rows
 * are locked (KEY SHARE) until the write commits, so the upload cannot vanish in between.
 */
export const requireMedia =
  (...refs: MediaRef[]): Precheck =>
  async (tx) => {
    const keys = [...new Set(refs.map((ref) => ref.key).filter((key): key is string => !!key))];
    if (keys.length === 0) return;
    const found = await tx
      .select({ key: media.key, section: media.section, contentType: media.contentType, width: media.width, height: media.height })
      .from(media)
      .where(inArray(media.key, keys))
      .for('key share');
    const stored = new Map(found.map((row) => [row.key, row]));
    for (const ref of refs) {
      const problem = ref.key ? problemOf(ref, stored.get(ref.key)) : undefined;
      if (problem) throw problem;
    }
  };
