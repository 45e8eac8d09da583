-- After-market orders (docs/SPEC.md AMO1-AMO4): a limit order placed while its market is shut is
-- stored QUEUED until the open. The release pass reads the queued ones by product, and the expiry pass
-- also expires a queued order whose validity runs out before its open.
DROP INDEX "orders_expiring";--> statement-breakpoint
CREATE INDEX "orders_queued" ON "orders" USING btree ("code") WHERE "orders"."status" = 'QUEUED';--> statement-breakpoint
CREATE INDEX "orders_expiring" ON "orders" USING btree ("valid_until") WHERE "orders"."status" in ('QUEUED', 'CREATED') and "orders"."valid_until" is not null;