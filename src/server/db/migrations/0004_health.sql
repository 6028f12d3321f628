CREATE TABLE "blood_pressure_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"systolic" integer NOT NULL,
	"diastolic" integer NOT NULL,
	"pulse" integer,
	"measured_at" timestamp with time zone NOT NULL,
	"arm" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "body_measurements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"weight_kg" double precision NOT NULL,
	"height_cm" double precision NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eye_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"test_date" date NOT NULL,
	"right_sph" double precision NOT NULL,
	"right_cyl" double precision,
	"right_axis" integer,
	"right_add" double precision,
	"right_acuity" text,
	"left_sph" double precision NOT NULL,
	"left_cyl" double precision,
	"left_axis" integer,
	"left_add" double precision,
	"left_acuity" text,
	"pd" double precision,
	"next_checkup" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"flow" text,
	"symptoms" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sugar_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"value" double precision NOT NULL,
	"type" text NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blood_pressure_readings" ADD CONSTRAINT "blood_pressure_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_pressure_readings" ADD CONSTRAINT "blood_pressure_readings_member_id_family_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_measurements" ADD CONSTRAINT "body_measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_measurements" ADD CONSTRAINT "body_measurements_member_id_family_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eye_tests" ADD CONSTRAINT "eye_tests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eye_tests" ADD CONSTRAINT "eye_tests_member_id_family_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_member_id_family_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sugar_readings" ADD CONSTRAINT "sugar_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sugar_readings" ADD CONSTRAINT "sugar_readings_member_id_family_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bp_user_measured_idx" ON "blood_pressure_readings" USING btree ("user_id","measured_at");--> statement-breakpoint
CREATE INDEX "bp_member_measured_idx" ON "blood_pressure_readings" USING btree ("member_id","measured_at");--> statement-breakpoint
CREATE INDEX "body_user_measured_idx" ON "body_measurements" USING btree ("user_id","measured_at");--> statement-breakpoint
CREATE INDEX "body_member_measured_idx" ON "body_measurements" USING btree ("member_id","measured_at");--> statement-breakpoint
CREATE INDEX "eye_tests_user_date_idx" ON "eye_tests" USING btree ("user_id","test_date");--> statement-breakpoint
CREATE INDEX "eye_tests_member_date_idx" ON "eye_tests" USING btree ("member_id","test_date");--> statement-breakpoint
CREATE INDEX "periods_user_start_idx" ON "periods" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "periods_member_start_idx" ON "periods" USING btree ("member_id","start_date");--> statement-breakpoint
CREATE INDEX "sugar_user_measured_idx" ON "sugar_readings" USING btree ("user_id","measured_at");--> statement-breakpoint
CREATE INDEX "sugar_member_measured_idx" ON "sugar_readings" USING btree ("member_id","measured_at");