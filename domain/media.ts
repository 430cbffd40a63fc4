import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from './limits.ts';

/** A stored file type: recognised by its first bytes, never by its name or declared type. */
export interface MediaKind {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  ext: 'jpg' | 'png' | 'webp' | 'pdf';
  isImage: boolean;
  maxBytes: number;
  /** The spec's message when the file is over maxBytes (§5). */
  tooLarge: string;
}

export const IMAGE_TOO_LARGE = 'Image must be less than 5MB.';
export const PDF_TOO_LARGE = 'File size must be less than 15MB.';

const image = (contentType: MediaKind['contentType'], ext: MediaKind['ext']): MediaKind => ({
  contentType,
  ext,
  isImage: true,
  maxBytes: MAX_IMAGE_BYTES,
  tooLarge: IMAGE_TOO_LARGE,
});

/** The accepted kinds: JPEG, PNG and WebP images and PDF documents. */
export const MEDIA_KINDS = {
  jpeg: image('image/jpeg', 'jpg'),
  png: image('image/png', 'png'),
  webp: image('image/webp', 'webp'),
  pdf: { contentType: 'application/pdf', ext: 'pdf', isImage: false, maxBytes: MAX_PDF_BYTES, tooLarge: PDF_TOO_LARGE },
} as const satisfies Record<string, MediaKind>;

/** How many leading bytes sniffMedia needs. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The kind of a file from its first bytes (magic numbers), or undefined when it is none of them. */
export function sniffMedia(head: Uint8Array): MediaKind | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return MEDIA_KINDS.jpeg;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return MEDIA_KINDS.png;
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return MEDIA_KINDS.webp;
  if (startsWith(head, ascii('%PDF-'))) return MEDIA_KINDS.pdf;
  return undefined;
}

/**
 * Crop aspect ratios (width / height) per use (§3, §9). 16:9 and 1.66:1 are the spec's; the rest are
 * this product's choice among the spec's 3:2, 2:3, 0.67:1 and 0.75:1.
 */
export const CROP_ASPECTS = {
  service: 16 / 9,
  /** The spec gives the service icon no ratio; a square suits a small icon. */
  serviceIcon: 1,
  weekAnthem: 16 / 9,
  intellectualProperty: 16 / 9,
  table: 1.66,
  galleryLandscape: 3 / 2,
  galleryPortrait: 2 / 3,
  eventMemoryLandscape: 3 / 2,
  eventMemoryPortrait: 2 / 3,
  event: 0.75,
  menu: 0.67,
  followUs: 0.75,
  categoryLayout: 3 / 2,
} as const;

/** Longest side of an exported crop: large enough for the site, small enough to stay under 5 MB. */
export const CROP_MAX_SIDE_PX = 3000;
