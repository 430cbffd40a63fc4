CREATE INDEX "bookings_price_idx" ON "bookings" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "users_first_name_idx" ON "users" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "users_email_order_idx" ON "users" USING btree ("email","id");