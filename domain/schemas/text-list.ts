import { z } from 'zod';
import { isVisible, textOf } from './text.ts';

export const TEXT_LIST_ENTRY_MAX = 300;
export const TEXT_LIST_MAX = 30;

/** One entry, trimmed; one that shows nothing is an empty one, which the list refuses. */
const entrySchema = (entry: string) =>
  textOf(entry)
    .trim()
    .max(TEXT_LIST_ENTRY_MAX, `${entry} must not exceed ${TEXT_LIST_ENTRY_MAX} characters`)
    .transform((text) => (isVisible(text) ? text : ''));

/**
 * A §2.9 list of texts (a table's or an event's inclusions, an event's itinerary …): at least one
 * entry, each non-empty. `entry` names one entry in the messages ("Inclusion is required"),
 * `atLeastOne` is the spec's message for a list with no text at all (empty, or only blank entries,
 * as a form whose first entry was left empty sends it), `many` the plural in the size message.
 */
export const textListSchema = ({ entry, atLeastOne, many }: { entry: string; atLeastOne: string; many: string }) =>
  z
    .array(entrySchema(entry), { error: atLeastOne })
    .max(TEXT_LIST_MAX, `At most ${TEXT_LIST_MAX} ${many}`)
    .superRefine((list, ctx) => {
      if (list.every((text) => text === '')) ctx.addIssue({ code: 'custom', message: atLeastOne });
      else list.forEach((text, index) => text === '' && ctx.addIssue({ code: 'custom', message: `${entry} is required`, path: [index] }));
    });
