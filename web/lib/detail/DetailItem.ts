import type { ReactNode } from 'react';

/** One line of a detail screen: a text, a date ("Invalid Date" when missing), a stored picture, or a hand-written part. */
export type DetailItem<Item> =
  | { label: string; text: (item: Item) => string }
  | { label: string; date: (item: Item) => string | null | undefined }
  /** Shown as the picture, or "N/A" under `label` when there is none. */
  | { label: string; image: (item: Item) => string | null | undefined; alt: (item: Item) => string; className: string }
  | { label: string; custom: (item: Item) => ReactNode };
