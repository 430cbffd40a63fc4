import { randomBytes } from 'node:crypto';
import { AccountType } from '#domain/codes';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { createAccount, hasAccounts } from './repository.ts';

/** The box printed once when the first Admin is created, so a newcomer can sign in. */
export function firstAdminNotice(email: string, password: string | undefined): string {
  const lines = ['First Admin created', `  email:    ${email}`, `  password: ${password ?? '(from ADMIN_PASSWORD)'}`];
  const width = Math.max(...lines.map((l) => l.length)) + 2;
  const bar = '─'.repeat(width);
  return [`┌${bar}┐`, ...lines.map((l) => `│ ${l.padEnd(width - 1)}│`), `└${bar}┘`, ''].join('\n');
}

/**
 * On an empty database, creates the first Admin and prints the notice (with the password only
 * when it was generated). Returns the credentials when it created one.
 */
export async function seedFirstAdmin(
  db: Db,
  admin: { email: string; password?: string; name: string },
  print: (text: string) => void,
): Promise<{ email: string; password: string } | undefined> {
  if (await hasAccounts(db)) return undefined;
  const password = admin.password ?? randomBytes(12).toString('base64url');
  try {
    await createAccount(db, { name: admin.name, email: admin.email, password, accountType: AccountType.ADMIN });
  } catch (error) {
    // Another replica starting at the same moment created it first.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  print(firstAdminNotice(admin.email, admin.password ? undefined : password));
  return { email: admin.email, password };
}
