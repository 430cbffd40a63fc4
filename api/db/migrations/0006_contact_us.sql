CREATE TABLE "contact_us" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_code" text NOT NULL,
	"mobile_no" text NOT NULL,
	"dob" date NOT NULL,
	"special_occasion" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_us_special_occasion_check" CHECK ("contact_us"."special_occasion" between 1 and 3),
	CONSTRAINT "contact_us_status_check" CHECK ("contact_us"."status" in (1, 2))
);
--> statement-breakpoint
CREATE INDEX "contact_us_created_at_idx" ON "contact_us" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_us_status_created_at_idx" ON "contact_us" USING btree ("status","created_at","id");