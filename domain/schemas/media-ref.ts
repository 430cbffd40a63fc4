import { z } from 'zod';
import { textOf } from './text.ts';

export const MEDIA_KEY_MAX = 300;

/** A stored upload's Key in a record body; `label` names the field in the messages ("Image is required") unless `required` gives the spec's own. */
export const mediaKeySchema = (label: string, required = `${label} is required`) =>
  textOf(label, required)
    .trim()
    .min(1, required)
    .max(MEDIA_KEY_MAX, `${label} must not exceed ${MEDIA_KEY_MAX} characters`);

/** An optional media Key: absent, null or "" mean none. */
export const optionalMediaKeySchema = (label: string) =>
  z
    .string({ error: `${label} must be a media key` })
    .trim()
    .max(MEDIA_KEY_MAX, `${label} must not exceed ${MEDIA_KEY_MAX} characters`)
    .nullish()
    .transform((key) => key || null);
