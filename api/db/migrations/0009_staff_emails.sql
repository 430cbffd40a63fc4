CREATE TABLE "staff_emails" (
	"email" text PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"host_id" uuid
);
--> statement-breakpoint
ALTER TABLE "staff_emails" ADD CONSTRAINT "staff_emails_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_emails" ADD CONSTRAINT "staff_emails_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Live staff emails as they stand (a clash already stored is left alone; new ones are refused).
INSERT INTO "staff_emails" ("email", "account_id") SELECT lower("email"), "id" FROM "accounts" WHERE "is_delete" = false ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "staff_emails" ("email", "host_id") SELECT lower("email"), "id" FROM "hosts" WHERE "is_delete" = false ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Each write of a staff account moves its email in "staff_emails": a live account claims it (a
-- unique_violation on "staff_emails_pkey" when another staff account holds it), a deleted one frees it.
CREATE FUNCTION staff_emails_claim() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'accounts' THEN
    DELETE FROM staff_emails WHERE account_id = NEW.id;
    IF NOT NEW.is_delete THEN
      INSERT INTO staff_emails (email, account_id) VALUES (lower(NEW.email), NEW.id);
    END IF;
  ELSE
    DELETE FROM staff_emails WHERE host_id = NEW.id;
    IF NOT NEW.is_delete THEN
      INSERT INTO staff_emails (email, host_id) VALUES (lower(NEW.email), NEW.id);
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_staff_email AFTER INSERT OR UPDATE OF email, is_delete ON accounts FOR EACH ROW EXECUTE FUNCTION staff_emails_claim();
--> statement-breakpoint
CREATE TRIGGER hosts_staff_email AFTER INSERT OR UPDATE OF email, is_delete ON hosts FOR EACH ROW EXECUTE FUNCTION staff_emails_claim();
