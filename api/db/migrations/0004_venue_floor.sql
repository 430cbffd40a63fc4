CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"layout_image" text NOT NULL,
	"layout_image_alt" text DEFAULT '' NOT NULL,
	"auto_renewal" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_records_days_check" CHECK ("category_records"."to_date" - "category_records"."from_date" between 1 and 15),
	CONSTRAINT "category_records_price_check" CHECK ("category_records"."price" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"table_no" text,
	"capacity" smallint NOT NULL,
	"section_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"image" text NOT NULL,
	"inclusions" jsonb NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tables_capacity_check" CHECK ("tables"."capacity" between 1 and 15)
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_id" uuid NOT NULL,
	"date" date NOT NULL,
	"state" smallint NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_bookings_state_check" CHECK ("table_bookings"."state" in (2, 3))
);
--> statement-breakpoint
ALTER TABLE "category_records" ADD CONSTRAINT "category_records_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bookings" ADD CONSTRAINT "table_bookings_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "categories_auto_renewal_idx" ON "categories" USING btree ("auto_renewal") WHERE "categories"."is_delete" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "category_records_start_unique" ON "category_records" USING btree ("category_id","from_date") WHERE "category_records"."is_delete" = false;--> statement-breakpoint
CREATE INDEX "category_records_period_idx" ON "category_records" USING btree ("category_id","to_date");--> statement-breakpoint
CREATE INDEX "tables_created_at_idx" ON "tables" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tables_section_idx" ON "tables" USING btree ("section_id") WHERE "tables"."is_delete" = false;--> statement-breakpoint
CREATE INDEX "tables_category_idx" ON "tables" USING btree ("category_id") WHERE "tables"."is_delete" = false;--> statement-breakpoint
CREATE INDEX "sections_created_at_idx" ON "sections" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "table_bookings_table_date_unique" ON "table_bookings" USING btree ("table_id","date");--> statement-breakpoint
CREATE INDEX "table_bookings_booking_idx" ON "table_bookings" USING btree ("booking_id");