import { and, count, eq, sql } from 'drizzle-orm';
import { AccountType } from '#domain/codes';
import type { Db } from '../db/database.ts';
import { accounts, type AccountRow } from '../db/schema.ts';
import { hashPassword } from '../auth/password.ts';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  accountType: number;
  roleId?: string | null;
  isBlocked?: boolean;
}

/** Creates an account with a hashed password. */
export async function createAccount(db: Db, input: NewAccount): Promise<AccountRow> {
  const [row] = await db
    .insert(accounts)
    .values({
      name: input.name,
      email: input.email.trim(),
      passwordHash: await hashPassword(input.password),
      accountType: input.accountType,
      roleId: input.accountType === AccountType.SUB_ADMIN ? (input.roleId ?? null) : null,
      isBlocked: input.isBlocked ?? false,
    })
    .returning();
  if (!row) throw new Error('Account insert returned no row');
  return row;
}

/** The non-deleted account with this email, compared case-insensitively. */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(sql`lower(${accounts.email})`, email.trim().toLowerCase()), eq(accounts.isDelete, false)));
  return row;
}

/** The account with this id, deleted or not. */
export async function findAccountById(db: Db, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** Whether any account exists at all (first-start seeding). */
export async function hasAccounts(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(accounts);
  return (row?.n ?? 0) > 0;
}
