import { z } from 'zod';
import { Status } from '../codes.ts';

/** A status code in a REST body, 1 or 2; the message says what each means (active and inactive unless given). */
export const statusCode = (one = 'active', two = 'inactive') =>
  z.union([z.literal(Status.ACTIVE), z.literal(Status.INACTIVE)], { error: `Status must be 1 (${one}) or 2 (${two})` });

/** A record status in a REST body: 1 active or 2 inactive. */
export const statusCodeSchema = statusCode();
