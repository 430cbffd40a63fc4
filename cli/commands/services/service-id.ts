import { z } from 'zod';

/** The `<id>` argument of the services commands. */
export const serviceIdArgument = z.string().trim().min(1, 'A service id is required');
