-- The cross-area search (api/search) at venue scale: booking ids found anywhere in them (a trigram
-- index; without it the contains tier read every booking), and pattern indexes for the whole-text
-- and prefix tiers of users' names and subscribers' emails (0008's trigram indexes cannot stop
-- after ten rows, nor serve a text with no trigram such as "@").
CREATE INDEX "bookings_code_search_idx" ON "bookings" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_email_prefix_idx" ON "newsletter_subscribers" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);