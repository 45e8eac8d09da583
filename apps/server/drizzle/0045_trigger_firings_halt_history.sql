CREATE TABLE "trading_halt_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"target" text NOT NULL,
	"reason" text NOT NULL,
	"reason_hi" text,
	"halted_by" integer NOT NULL,
	"halted_at" bigint NOT NULL,
	"resumed_at" bigint,
	"resumed_by" integer
);
--> statement-breakpoint
CREATE TABLE "trigger_firings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"alert_id" integer,
	"kind" text NOT NULL,
	"seq" bigint,
	"fired_at" bigint NOT NULL,
	"price_ticks" bigint,
	"bid_ticks" bigint,
	"ask_ticks" bigint
);
--> statement-breakpoint
CREATE INDEX "trading_halt_history_target_idx" ON "trading_halt_history" USING btree ("scope","target","halted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_halt_history_open_idx" ON "trading_halt_history" USING btree ("scope","target") WHERE "trading_halt_history"."resumed_at" is null;--> statement-breakpoint
CREATE INDEX "trigger_firings_order_idx" ON "trigger_firings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "trigger_firings_alert_idx" ON "trigger_firings" USING btree ("alert_id","fired_at");--> statement-breakpoint
CREATE INDEX "trigger_firings_fired_at_idx" ON "trigger_firings" USING btree ("fired_at");--> statement-breakpoint
-- HL10: the halts in force when the history began open its first rows.
INSERT INTO "trading_halt_history" ("scope", "target", "reason", "reason_hi", "halted_by", "halted_at")
SELECT "scope", "target", "reason", "reason_hi", "staff_id", "halted_at" FROM "trading_halts";--> statement-breakpoint
-- RC7: the firings of the last 90 days, from the fills' own records.
INSERT INTO "trigger_firings" ("user_id", "order_id", "kind", "seq", "fired_at", "price_ticks", "bid_ticks", "ask_ticks")
SELECT "user_id", "id",
  CASE "close_reason" WHEN 'stop_loss' THEN CASE WHEN "trailing_distance_ticks" IS NULL THEN 'stop_loss' ELSE 'trailing_stop' END
    WHEN 'expired' THEN 'expiry' ELSE "close_reason" END,
  "cover_quote_seq", COALESCE("cover_quote_time", "cover_time"),
  CASE WHEN "close_reason" = 'expired' THEN NULL ELSE "cover_price_ticks" END, "cover_bid_ticks", "cover_ask_ticks"
FROM "orders"
WHERE "close_reason" IN ('stop_loss', 'take_profit', 'force_cover', 'expired') AND "cover_time" IS NOT NULL
  AND "cover_time" > (extract(epoch from now()) * 1000)::bigint - 7776000000;
