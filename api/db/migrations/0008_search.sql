-- The cross-area search (api/search): trigram indexes serve its exact, prefix and contains matches
-- on both engines (PGlite loads the pg_trgm extension too). Booking ids keep their pattern index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "roles_name_search_idx" ON "roles" USING gin ((lower(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_name_search_idx" ON "accounts" USING gin ((lower(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_email_search_idx" ON "accounts" USING gin ((lower(email)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hosts_name_search_idx" ON "hosts" USING gin ((lower(first_name || ' ' || last_name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hosts_email_search_idx" ON "hosts" USING gin ((lower(email)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_search_idx" ON "users" USING gin ((lower(first_name || ' ' || last_name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_search_idx" ON "users" USING gin ((lower(email)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "services_title_search_idx" ON "services" USING gin ((lower(title)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "galleries_file_search_idx" ON "galleries" USING gin ((lower(regexp_replace(image, '^.*/', ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "menus_name_search_idx" ON "menus" USING gin ((lower(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sections_name_search_idx" ON "sections" USING gin ((lower(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "categories_name_search_idx" ON "categories" USING gin ((lower(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tables_name_search_idx" ON "tables" USING gin ((lower(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "intellectual_properties_name_search_idx" ON "intellectual_properties" USING gin ((lower(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "intellectual_properties_full_name_search_idx" ON "intellectual_properties" USING gin ((lower(full_name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "week_anthems_offer_search_idx" ON "week_anthems" USING gin ((lower(offer)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_name_search_idx" ON "events" USING gin ((lower(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "newsletter_subscribers_email_search_idx" ON "newsletter_subscribers" USING gin ((lower(email)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_us_name_search_idx" ON "contact_us" USING gin ((lower(first_name || ' ' || last_name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_us_email_search_idx" ON "contact_us" USING gin ((lower(email)) gin_trgm_ops);
