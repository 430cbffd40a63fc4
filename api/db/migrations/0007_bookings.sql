CREATE TABLE "booking_counts" (
	"day" date NOT NULL,
	"booking_type" smallint NOT NULL,
	"payment_status" smallint NOT NULL,
	"bookings" integer NOT NULL,
	CONSTRAINT "booking_counts_day_booking_type_payment_status_pk" PRIMARY KEY("day","booking_type","payment_status"),
	CONSTRAINT "booking_counts_bookings_check" CHECK ("booking_counts"."bookings" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "bookings_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text GENERATED ALWAYS AS ('BK-' || lpad(number::text, greatest(6, length(number::text)), '0')) STORED NOT NULL,
	"booking_type" smallint NOT NULL,
	"payment_status" smallint NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"user_id" uuid NOT NULL,
	"host_id" uuid,
	"event_id" uuid,
	"table_id" uuid,
	"table_date" date,
	"ticket_category_id" uuid,
	"tickets" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_type_check" CHECK ("bookings"."booking_type" in (1, 2)),
	CONSTRAINT "bookings_payment_status_check" CHECK ("bookings"."payment_status" between 1 and 4),
	CONSTRAINT "bookings_price_check" CHECK ("bookings"."price" >= 0),
	CONSTRAINT "bookings_kind_check" CHECK (("bookings"."booking_type" = 1 and "bookings"."table_id" is not null and "bookings"."table_date" is not null and "bookings"."tickets" is null)
        or ("bookings"."booking_type" = 2 and "bookings"."event_id" is not null and "bookings"."table_id" is null and "bookings"."table_date" is null and "bookings"."tickets" >= 1))
);
--> statement-breakpoint
DROP INDEX "table_bookings_booking_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ticket_category_id_event_ticket_categories_id_fk" FOREIGN KEY ("ticket_category_id") REFERENCES "public"."event_ticket_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at","id","booking_type","payment_status");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_code_unique" ON "bookings" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_ticket_category_idx" ON "bookings" USING btree ("ticket_category_id") WHERE "bookings"."ticket_category_id" is not null;--> statement-breakpoint
ALTER TABLE "table_bookings" ADD CONSTRAINT "table_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "table_bookings_booking_unique" ON "table_bookings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);