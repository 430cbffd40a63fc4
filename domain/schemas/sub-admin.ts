import { z } from 'zod';
import { emailField } from './email.ts';
import { nameText, textOf } from './text.ts';

/** New passwords: at least this many characters (the spec gives no rule; NIST SP 800-63B's floor). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const SUB_ADMIN_NAME_MAX = 100;

const name = nameText('Name', SUB_ADMIN_NAME_MAX);
const roleId = textOf('Role').trim().min(1, 'Role is required');

/** A new password: required, PASSWORD_MIN to PASSWORD_MAX characters. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must not exceed ${PASSWORD_MAX} characters`);

/** §5 sub-admin add form: Name, Email (valid), Password and Role required. */
export const subAdminFormSchema = z.object({ name, email: emailField, roleId, password: newPasswordSchema });
export type SubAdminForm = z.infer<typeof subAdminFormSchema>;

// Left out or empty keeps the current password.
const keptOrNew = z.union([z.literal('').transform(() => undefined), newPasswordSchema]).optional();

/**
 * The edit form: the same fields; an empty password keeps the current one. `decryptPass` is §7's
 * name of the password on this update: the current password sent back keeps it, another is a new one.
 */
export const subAdminEditFormSchema = subAdminFormSchema.extend({ password: keptOrNew, decryptPass: keptOrNew });
export type SubAdminEditForm = z.infer<typeof subAdminEditFormSchema>;
