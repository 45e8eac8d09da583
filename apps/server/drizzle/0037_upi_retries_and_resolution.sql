ALTER TABLE "sim_gateway_orders" ADD COLUMN "webhook" jsonb;--> statement-breakpoint
ALTER TABLE "sim_gateway_orders" ADD COLUMN "webhook_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sim_gateway_orders" ADD COLUMN "webhook_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sim_gateway_orders" ADD COLUMN "webhook_delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upi_payments" ADD COLUMN "settled_on" text;--> statement-breakpoint
ALTER TABLE "upi_settlement_runs" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upi_settlement_runs" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "upi_settlement_runs" ADD COLUMN "resolution" text;