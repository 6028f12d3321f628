ALTER TABLE "users" ADD COLUMN "policy_version" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "policy_accepted_at" timestamp with time zone;