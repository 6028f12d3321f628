DROP INDEX "bp_user_measured_idx";--> statement-breakpoint
DROP INDEX "bp_member_measured_idx";--> statement-breakpoint
DROP INDEX "body_user_measured_idx";--> statement-breakpoint
DROP INDEX "body_member_measured_idx";--> statement-breakpoint
DROP INDEX "sugar_user_measured_idx";--> statement-breakpoint
DROP INDEX "sugar_member_measured_idx";--> statement-breakpoint
CREATE INDEX "bp_user_measured_idx" ON "blood_pressure_readings" USING btree ("user_id","measured_at","created_at");--> statement-breakpoint
CREATE INDEX "bp_member_measured_idx" ON "blood_pressure_readings" USING btree ("member_id","measured_at","created_at");--> statement-breakpoint
CREATE INDEX "body_user_measured_idx" ON "body_measurements" USING btree ("user_id","measured_at","created_at");--> statement-breakpoint
CREATE INDEX "body_member_measured_idx" ON "body_measurements" USING btree ("member_id","measured_at","created_at");--> statement-breakpoint
CREATE INDEX "sugar_user_measured_idx" ON "sugar_readings" USING btree ("user_id","measured_at","created_at");--> statement-breakpoint
CREATE INDEX "sugar_member_measured_idx" ON "sugar_readings" USING btree ("member_id","measured_at","created_at");