import { z } from 'zod';

/** The `<id>` argument of a command on one record: "role" → "A role id is required" when blank. */
export const idArgument = (noun: string) => z.string().trim().min(1, `A ${noun} id is required`);
