ALTER TABLE "orders" ADD COLUMN "validity" text DEFAULT 'gtc' NOT NULL;--> statement-breakpoint
-- Orders placed before the column: an expiry within the India day the order was placed was a day order (the app's old reading).
UPDATE "orders" SET "validity" = CASE WHEN "valid_until" <= (("commit_time" + 19800000) / 86400000 + 1) * 86400000 - 19800000 THEN 'day' ELSE 'until' END WHERE "valid_until" IS NOT NULL;
