CREATE TABLE "caregiver_alerts" (
	"caregiver_id" uuid NOT NULL,
	"medication_id" uuid NOT NULL,
	"scheduled_time" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caregiver_alerts_caregiver_id_medication_id_scheduled_time_pk" PRIMARY KEY("caregiver_id","medication_id","scheduled_time")
);
--> statement-breakpoint
CREATE TABLE "caregiver_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"delay_minutes" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caregiver_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "caregivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"delay_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "caregiver_link_id" uuid;--> statement-breakpoint
ALTER TABLE "caregiver_alerts" ADD CONSTRAINT "caregiver_alerts_caregiver_id_users_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_alerts" ADD CONSTRAINT "caregiver_alerts_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_invites" ADD CONSTRAINT "caregiver_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_invites" ADD CONSTRAINT "caregiver_invites_member_id_family_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregivers" ADD CONSTRAINT "caregivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregivers" ADD CONSTRAINT "caregivers_member_id_family_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregivers" ADD CONSTRAINT "caregivers_caregiver_id_users_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caregiver_invites_user_idx" ON "caregiver_invites" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "caregiver_invites_member_email_idx" ON "caregiver_invites" USING btree ("member_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "caregivers_member_caregiver_idx" ON "caregivers" USING btree ("member_id","caregiver_id");--> statement-breakpoint
CREATE INDEX "caregivers_user_idx" ON "caregivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "caregivers_caregiver_idx" ON "caregivers" USING btree ("caregiver_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_caregiver_link_id_caregivers_id_fk" FOREIGN KEY ("caregiver_link_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;