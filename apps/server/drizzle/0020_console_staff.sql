ALTER TABLE "staff" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_by_target" ON "audit_log" USING btree ("target","id");