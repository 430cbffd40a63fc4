CREATE TABLE "event_memories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"image" text NOT NULL,
	"meta_data" jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_ticket_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"offer" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"total_tickets" integer NOT NULL,
	"booked_tickets" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_ticket_categories_type_check" CHECK ("event_ticket_categories"."type" in (1, 2, 3)),
	CONSTRAINT "event_ticket_categories_price_check" CHECK ("event_ticket_categories"."price" >= 0),
	CONSTRAINT "event_ticket_categories_total_check" CHECK ("event_ticket_categories"."total_tickets" between 100 and 500),
	CONSTRAINT "event_ticket_categories_booked_check" CHECK ("event_ticket_categories"."booked_tickets" between 0 and "event_ticket_categories"."total_tickets")
);
--> statement-breakpoint
CREATE TABLE "event_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"poster_image" text,
	"ip_id" uuid,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"summary" text NOT NULL,
	"admission" smallint NOT NULL,
	"popularity" integer NOT NULL,
	"address" text NOT NULL,
	"inclusions" jsonb NOT NULL,
	"how_to_redeem" jsonb NOT NULL,
	"itinerary" jsonb NOT NULL,
	"important_information" jsonb NOT NULL,
	"categories" jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_admission_check" CHECK ("events"."admission" >= 18),
	CONSTRAINT "events_popularity_check" CHECK ("events"."popularity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "intellectual_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"icon" text NOT NULL,
	"week_day" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intellectual_properties_week_day_check" CHECK ("intellectual_properties"."week_day" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "week_anthems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"week_day" smallint NOT NULL,
	"primary_image" text,
	"icon" text,
	"offer" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "week_anthems_week_day_unique" UNIQUE("week_day"),
	CONSTRAINT "week_anthems_week_day_check" CHECK ("week_anthems"."week_day" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "event_memories" ADD CONSTRAINT "event_memories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ticket_categories" ADD CONSTRAINT "event_ticket_categories_ticket_id_event_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."event_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_ip_id_intellectual_properties_id_fk" FOREIGN KEY ("ip_id") REFERENCES "public"."intellectual_properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_memories_event_idx" ON "event_memories" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_ticket_categories_ticket_idx" ON "event_ticket_categories" USING btree ("ticket_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "event_tickets_event_unique" ON "event_tickets" USING btree ("event_id") WHERE "event_tickets"."is_delete" = false;--> statement-breakpoint
CREATE INDEX "event_tickets_created_at_idx" ON "event_tickets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "events_ip_idx" ON "events" USING btree ("ip_id");--> statement-breakpoint
CREATE INDEX "intellectual_properties_created_at_idx" ON "intellectual_properties" USING btree ("created_at");