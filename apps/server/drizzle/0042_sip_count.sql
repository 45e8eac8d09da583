ALTER TABLE "sip_plans" ADD COLUMN "instalments_max" integer;--> statement-breakpoint
ALTER TABLE "sip_plans" ADD COLUMN "instalments_done" integer DEFAULT 0 NOT NULL;