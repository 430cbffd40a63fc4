import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Permission } from '#domain/permissions';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Named permission sets given to Sub Admins. */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    permissions: jsonb('permissions').$type<Permission[]>().notNull(),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // A deleted role frees its name; names compare case-insensitively.
    uniqueIndex('roles_name_unique').on(sql`lower(${t.name})`).where(sql`${t.isDelete} = false`),
    index('roles_created_at_idx').on(t.createdAt),
  ],
);

/** Staff accounts: Admin (1) and Sub Admin (2). */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    accountType: smallint('account_type').notNull(),
    roleId: uuid('role_id').references(() => roles.id),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('accounts_email_unique').on(sql`lower(${t.email})`).where(sql`${t.isDelete} = false`)],
);

/** Who changed what, when, with the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => accounts.id),
    action: text('action').notNull(),
    area: text('area').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_record_idx').on(t.area, t.recordId)],
);

export type AccountRow = typeof accounts.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
