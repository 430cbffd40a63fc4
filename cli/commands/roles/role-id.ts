import { z } from 'zod';

/** The `<id>` argument of the roles commands. */
export const roleIdArgument = z.string().trim().min(1, 'A role id is required');
