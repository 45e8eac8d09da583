ALTER TABLE "customer_brakes" ADD COLUMN "realised_day_ms" bigint;--> statement-breakpoint
ALTER TABLE "customer_brakes" ADD COLUMN "realised_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- BR4: the running sum starts from the trades already covered today (India midnight = UTC + 5:30).
WITH "day" AS (
  SELECT (floor((extract(epoch FROM now()) * 1000 + 19800000) / 86400000) * 86400000 - 19800000)::bigint AS "start_ms"
)
INSERT INTO "customer_brakes" ("user_id", "account_set", "realised_day_ms", "realised_minor")
SELECT o."user_id", o."account_set", "day"."start_ms",
       sum(o."profit_minor" - o."opening_fee_minor" - o."closing_fee_minor" - o."overnight_fee_minor")
  FROM "orders" o, "day"
 WHERE o."status" = 'COVER' AND o."cover_time" >= "day"."start_ms"
 GROUP BY o."user_id", o."account_set", "day"."start_ms"
ON CONFLICT ("user_id", "account_set") DO UPDATE
   SET "realised_day_ms" = excluded."realised_day_ms", "realised_minor" = excluded."realised_minor";
