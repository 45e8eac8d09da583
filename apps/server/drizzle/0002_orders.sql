CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"account_set" text NOT NULL,
	"currency" text NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"decimals" integer NOT NULL,
	"direction" text NOT NULL,
	"price_type" text NOT NULL,
	"status" text NOT NULL,
	"hands" integer NOT NULL,
	"hand_count" integer NOT NULL,
	"lever" integer,
	"limit_price_ticks" bigint,
	"build_price_ticks" bigint,
	"cover_price_ticks" bigint,
	"stop_loss_ticks" bigint,
	"take_profit_ticks" bigint,
	"insurance" boolean NOT NULL,
	"margin_minor" bigint DEFAULT 0 NOT NULL,
	"opening_fee_minor" bigint DEFAULT 0 NOT NULL,
	"insurance_minor" bigint DEFAULT 0 NOT NULL,
	"hold_minor" bigint DEFAULT 0 NOT NULL,
	"closing_fee_minor" bigint DEFAULT 0 NOT NULL,
	"overnight_fee_minor" bigint DEFAULT 0 NOT NULL,
	"profit_minor" bigint DEFAULT 0 NOT NULL,
	"absorbed_minor" bigint DEFAULT 0 NOT NULL,
	"close_reason" text,
	"parent_id" integer,
	"source" text DEFAULT 'manual' NOT NULL,
	"request_id" text,
	"commit_time" bigint NOT NULL,
	"build_time" bigint,
	"cover_time" bigint,
	"rolled_at" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_user_request" UNIQUE("user_id","request_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_by_user" ON "orders" USING btree ("user_id","account_set","status","id");--> statement-breakpoint
CREATE INDEX "orders_open_by_code" ON "orders" USING btree ("code","status") WHERE "orders"."status" in ('CREATED', 'BUILD');--> statement-breakpoint
CREATE INDEX "orders_by_parent" ON "orders" USING btree ("parent_id");