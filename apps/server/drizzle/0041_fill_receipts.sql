ALTER TABLE "orders" ADD COLUMN "open_bid_ticks" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "open_ask_ticks" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "open_quote_time" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "open_quote_seq" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "open_fx_receive_rate" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "open_fx_spread_bps" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cover_bid_ticks" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cover_ask_ticks" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cover_quote_time" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cover_quote_seq" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cover_fx_rate" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cover_fx_receive_rate" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cover_fx_spread_bps" integer;