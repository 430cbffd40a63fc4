-- The lists' own searches (users, hosts, enquiries: api/lib/people-search.ts) match
-- "first last" and the email with ILIKE on the columns as stored; 0008's trigram indexes are on
-- lower(...) for the cross-area search and cannot serve them. These can, on both engines.
CREATE INDEX IF NOT EXISTS "users_name_ilike_idx" ON "users" USING gin ((first_name || ' ' || last_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_ilike_idx" ON "users" USING gin (email gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hosts_name_ilike_idx" ON "hosts" USING gin ((first_name || ' ' || last_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hosts_email_ilike_idx" ON "hosts" USING gin (email gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_us_name_ilike_idx" ON "contact_us" USING gin ((first_name || ' ' || last_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_us_email_ilike_idx" ON "contact_us" USING gin (email gin_trgm_ops);
