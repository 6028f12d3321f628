ALTER TABLE "notifications" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
-- Alerts raised before codes: their code and figures from the two sentences the job wrote then.
UPDATE "notifications" SET "code" = 'REFILL_RUN_OUT', "params" = jsonb_build_object('medicine', substring("message" from '^(.+) has run out\. Please refill it\.$'))
WHERE "code" IS NULL AND "type" = 'refill' AND "message" ~ '^.+ has run out\. Please refill it\.$';--> statement-breakpoint
UPDATE "notifications" AS n SET "code" = 'REFILL_DAYS_LEFT', "params" = jsonb_build_object('medicine', x.m[1], 'days', x.m[2]::int, 'stock', x.m[3]::int)
FROM (SELECT "id", regexp_match("message", '^(.+): about (\d+) days? of stock left \((\d+) left\)\. Please refill it soon\.$') AS m FROM "notifications" WHERE "code" IS NULL AND "type" = 'refill') AS x
WHERE n."id" = x."id" AND x.m IS NOT NULL;
