import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/** The venue's customers ("users" in the spec); managed here, never signing in here. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobileCode: text('mobile_code').notNull(),
    mobileNo: text('mobile_no').notNull(),
    dob: date('dob', { mode: 'string' }),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`).where(sql`${t.isDelete} = false`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** Hosts: staff who bring guests; they sign in to the venue's other apps, not this panel. */
export const hosts = pgTable(
  'hosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('hosts_email_unique').on(sql`lower(${t.email})`).where(sql`${t.isDelete} = false`),
    index('hosts_created_at_idx').on(t.createdAt),
  ],
);

/** Failed sign-ins, counted per email and address to throttle guessing across API replicas. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_idx').on(t.email, t.ip, t.createdAt)],
);

/** Every stored upload; a record may only point at a key listed here. */
export const media = pgTable(
  'media',
  {
    key: text('key').primaryKey(),
    section: text('section').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_section_idx').on(t.section)],
);

/** Services the venue offers (title, description, icon and a 16:9 image). */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    icon: text('icon'),
    image: text('image'),
    sort: integer('sort').notNull().default(1),
    status: smallint('status').notNull().default(1),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('services_created_at_idx').on(t.createdAt)],
);

/** Gallery pictures; metaData tells the site whether a picture is portrait or landscape. */
export const galleries = pgTable(
  'galleries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    image: text('image').notNull(),
    metaData: jsonb('meta_data').$type<{ width: number; height: number }>().notNull(),
    status: smallint('status').notNull().default(1),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('galleries_created_at_idx').on(t.createdAt)],
);

/** The fixed set of "Follow Us" images, created at first start; never added or deleted. */
export const follows = pgTable('follows', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull().unique(),
  image: text('image'),
  status: smallint('status').notNull().default(1),
  ...timestamps,
});

/** The fixed menu slots (image and PDF), created at first start. */
export const menus = pgTable('menus', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull().unique(),
  name: text('name').notNull(),
  image: text('image'),
  pdf: text('pdf'),
  status: smallint('status').notNull().default(1),
  ...timestamps,
});

export type AccountRow = typeof accounts.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type HostRow = typeof hosts.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type GalleryRow = typeof galleries.$inferSelect;
export type FollowRow = typeof follows.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;
