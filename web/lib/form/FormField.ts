import type { ReactNode } from 'react';
import type { MediaSection, PdfSection } from '#domain/schemas/media';

type Name<Values> = Extract<keyof Values, string>;

/** What a hand-written field (e.g. the roles' permission grid) is given by the form engine. */
export interface CustomFieldProps<Value> {
  value: Value;
  onChange: (value: Value) => void;
  error: string | undefined;
}

/** Choices of a select, loaded from the server. */
export type LoadOptions = () => Promise<readonly { value: string; label: string }[]>;

/** One field of a `rows` field's record, by its key in the record. */
export type RowColumn = { key: string; label: string } & ({ kind: 'text' } | { kind: 'number' } | { kind: 'select'; placeholder: string; options: LoadOptions });

/**
 * One field of an area's form, by kind; the form engine renders it and shows the schema's message
 * for `name` under it (§5).
 */
export type FormField<Values> =
  /** `readOnly` shows a value the form carries but cannot change (e.g. a week anthem's day). */
  | { kind: 'text'; name: Name<Values>; label: string; type?: 'text' | 'email' | 'password' | 'tel'; autoComplete?: string; hint?: string; readOnly?: boolean }
  | { kind: 'textarea'; name: Name<Values>; label: string }
  /** A venue day, "YYYY-MM-DD"; `disabled` shows it without letting it change (an event's date on edit, §2.9). */
  /** `min` and `max` give the input's bounds when it is drawn (the venue's today, which moves). */
  | { kind: 'date'; name: Name<Values>; label: string; disabled?: boolean; min?: () => string; max?: () => string }
  /** A 24-hour "HH:MM" time. */
  | { kind: 'time'; name: Name<Values>; label: string }
  /** A number typed as text: empty is undefined, so the schema says "… is required". */
  | { kind: 'number'; name: Name<Values>; label: string }
  | { kind: 'select'; name: Name<Values>; label: string; placeholder: string; options: LoadOptions }
  | { kind: 'switch'; name: Name<Values>; label: string }
  /** A picture cropped at `aspect` and uploaded to `section` before saving; `removeLabel` offers to clear it. */
  | { kind: 'image'; name: Name<Values>; label: string; section: MediaSection; aspect: number; format?: 'jpeg' | 'png'; removeLabel?: string }
  /** A PDF uploaded to `section` (one that takes PDFs) on save; `required` asks for one when the record has none yet. */
  | { kind: 'pdf'; name: Name<Values>; label: string; section: PdfSection; required?: boolean }
  /** A list of texts; its first entry cannot be removed (§2.9). */
  | { kind: 'list'; name: Name<Values>; label: string; addLabel: string }
  /** Records of a few fields, one row each, added and removed freely (e.g. an event's categories). */
  | { kind: 'rows'; name: Name<Values>; label: string; addLabel: string; columns: readonly RowColumn[]; blank: () => object }
  /** Fields that belong on one line (e.g. a mobile number's code and number); `even` gives them equal widths. */
  | { kind: 'row'; fields: readonly FormField<Values>[]; even?: boolean }
  | { [K in Name<Values>]: { kind: 'custom'; name: K; render: (props: CustomFieldProps<Values[K]>) => ReactNode } }[Name<Values>];
