CREATE TABLE "privacy_choices" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reminder_emails" boolean DEFAULT true NOT NULL,
	"health_tips" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_choices" ADD CONSTRAINT "privacy_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;