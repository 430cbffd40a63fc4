-- Section and category names become unique among live records, ignoring case (as role names are).
-- A database that already holds such twins keeps the oldest name as it is and gives each later twin a
-- number, "Silver (2)", so that the indexes can be built; nothing else changes.
UPDATE "sections" AS s SET "name" = s."name" || ' (' || twins.n || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "created_at", "id") AS n FROM "sections" WHERE "is_delete" = false) AS twins
WHERE s."id" = twins."id" AND twins.n > 1;--> statement-breakpoint
UPDATE "categories" AS c SET "name" = c."name" || ' (' || twins.n || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "created_at", "id") AS n FROM "categories" WHERE "is_delete" = false) AS twins
WHERE c."id" = twins."id" AND twins.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_unique" ON "categories" USING btree (lower("name")) WHERE "categories"."is_delete" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "sections_name_unique" ON "sections" USING btree (lower("name")) WHERE "sections"."is_delete" = false;
