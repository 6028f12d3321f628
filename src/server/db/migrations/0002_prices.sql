CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "medicine_catalog" (
	"drug_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"unit_size" text NOT NULL,
	"mrp" numeric(10, 2),
	"group_name" text NOT NULL,
	"search" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pharmacy_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pharmacy" text NOT NULL,
	"medicine_name" text NOT NULL,
	"search" text NOT NULL,
	"pack" text DEFAULT '' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"in_stock" text DEFAULT 'yes' NOT NULL,
	"price_date" date NOT NULL,
	"source_url" text,
	"import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_comparisons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"medication_name" text NOT NULL,
	"dosage" text,
	"quantity" text,
	"pharm_easy_price" numeric(10, 2),
	"apollo_price" numeric(10, 2),
	"medplus_price" numeric(10, 2),
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"rows_imported" integer NOT NULL,
	"rows_rejected" integer NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_comparisons" ADD CONSTRAINT "price_comparisons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medicine_catalog_search_trgm_idx" ON "medicine_catalog" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacy_prices_unique_idx" ON "pharmacy_prices" USING btree ("pharmacy","search","pack");--> statement-breakpoint
CREATE INDEX "pharmacy_prices_search_trgm_idx" ON "pharmacy_prices" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "price_comparisons_user_idx" ON "price_comparisons" USING btree ("user_id","created_at");