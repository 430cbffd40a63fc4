import { z } from 'zod';

export const TEXT_LIST_ENTRY_MAX = 300;
export const TEXT_LIST_MAX = 30;

/**
 * A §2.9 list of texts (a table's or an event's inclusions, an event's itinerary …): at least one
 * entry, each non-empty. `entry` names one entry in the messages ("Inclusion is required"),
 * `atLeastOne` is the spec's message for an empty list, `many` the plural in the size message.
 */
export const textListSchema = ({ entry, atLeastOne, many }: { entry: string; atLeastOne: string; many: string }) =>
  z
    .array(z.string({ error: `${entry} is required` }).trim().min(1, `${entry} is required`).max(TEXT_LIST_ENTRY_MAX, `${entry} must not exceed ${TEXT_LIST_ENTRY_MAX} characters`), {
      error: atLeastOne,
    })
    .min(1, atLeastOne)
    .max(TEXT_LIST_MAX, `At most ${TEXT_LIST_MAX} ${many}`);
