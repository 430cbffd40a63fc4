import { z } from 'zod';
import { roleIdSchema } from '#domain/schemas/role';

/** `PATCH /restore/role` body, an API addition (DESIGN §3) with no schema in domain/ yet. */
export const restoreRoleSchema = z.object({ roleId: roleIdSchema }).strict();
