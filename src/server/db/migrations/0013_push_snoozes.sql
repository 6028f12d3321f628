CREATE TABLE "push_snoozes" (
	"medication_id" uuid NOT NULL,
	"scheduled_time" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_snoozes_medication_id_scheduled_time_pk" PRIMARY KEY("medication_id","scheduled_time")
);
--> statement-breakpoint
ALTER TABLE "push_snoozes" ADD CONSTRAINT "push_snoozes_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_snoozes" ADD CONSTRAINT "push_snoozes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_snoozes_due_idx" ON "push_snoozes" USING btree ("due_at");