import { z } from 'zod';
import { statusCodeSchema } from './status.ts';

/** A record id in a body or query, e.g. `sectionId`: required, with "<key> is required". */
export const idField = (key: string) => z.string({ error: `${key} is required` }).min(1, `${key} is required`);

const idShape = <K extends string>(key: K) => ({ [key]: idField(key) }) as { [P in K]: ReturnType<typeof idField> };

/** `{ <key>, status }`: the status switch's body. */
export const statusBodySchema = <K extends string>(key: K) => z.object({ ...idShape(key), status: statusCodeSchema }).strict();

/** `{ <key>, isDelete: true }`: a soft delete's body. */
export const deleteBodySchema = <K extends string>(key: K) =>
  z.object({ ...idShape(key), isDelete: z.literal(true, { error: 'isDelete must be true' }) }).strict();

/** `{ <key> }`: a restore's body. */
export const restoreBodySchema = <K extends string>(key: K) => z.object(idShape(key)).strict();
