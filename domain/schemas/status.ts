import { z } from 'zod';
import { Status } from '../codes.ts';

/** A record status in a REST body: 1 active or 2 inactive. */
export const statusCodeSchema = z.union([z.literal(Status.ACTIVE), z.literal(Status.INACTIVE)], { error: 'Status must be 1 (active) or 2 (inactive)' });
