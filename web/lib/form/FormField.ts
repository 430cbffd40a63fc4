import type { ReactNode } from 'react';
import type { MediaSection } from '#domain/schemas/media';

type Name<Values> = Extract<keyof Values, string>;

/** What a hand-written field (e.g. the roles' permission grid) is given by the form engine. */
export interface CustomFieldProps<Value> {
  value: Value;
  onChange: (value: Value) => void;
  error: string | undefined;
}

/**
 * One field of an area's form, by kind; the form engine renders it and shows the schema's message
 * for `name` under it (§5).
 */
export type FormField<Values> =
  /** `readOnly` shows a value the form carries but cannot change (e.g. a week anthem's day). */
  | { kind: 'text'; name: Name<Values>; label: string; type?: 'text' | 'email' | 'password' | 'tel'; autoComplete?: string; hint?: string; readOnly?: boolean }
  | { kind: 'textarea'; name: Name<Values>; label: string }
  | { kind: 'date'; name: Name<Values>; label: string }
  | { kind: 'select'; name: Name<Values>; label: string; placeholder: string; options: () => Promise<readonly { value: string; label: string }[]> }
  | { kind: 'switch'; name: Name<Values>; label: string }
  /** A picture cropped at `aspect` and uploaded to `section` before saving; `removeLabel` offers to clear it. */
  | { kind: 'image'; name: Name<Values>; label: string; section: MediaSection; aspect: number; format?: 'jpeg' | 'png'; removeLabel?: string }
  /** A PDF uploaded to `section` on save; `required` asks for one when the record has none yet. */
  | { kind: 'pdf'; name: Name<Values>; label: string; section: MediaSection; required?: boolean }
  /** A list of texts; its first entry cannot be removed (§2.9). */
  | { kind: 'list'; name: Name<Values>; label: string; addLabel: string }
  /** Fields that belong on one line (e.g. a mobile number's code and number). */
  | { kind: 'row'; fields: readonly FormField<Values>[] }
  | { [K in Name<Values>]: { kind: 'custom'; name: K; render: (props: CustomFieldProps<Values[K]>) => ReactNode } }[Name<Values>];
