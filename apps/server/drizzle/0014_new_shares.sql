CREATE TABLE "new_share_draws" (
	"offering_id" integer PRIMARY KEY NOT NULL,
	"algorithm" text NOT NULL,
	"rule" text NOT NULL,
	"lots_available" integer NOT NULL,
	"applications" jsonb NOT NULL,
	"won_lots" jsonb NOT NULL,
	"simulated" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_share_offerings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "new_share_offerings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"type" text NOT NULL,
	"market" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"sectors" text NOT NULL,
	"securities_company" text NOT NULL,
	"currency" text NOT NULL,
	"decimals" integer NOT NULL,
	"price_ticks" bigint NOT NULL,
	"lot_size" integer NOT NULL,
	"min_lots" integer NOT NULL,
	"max_lots" integer NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"total_shares" bigint NOT NULL,
	"allotted_shares" bigint DEFAULT 0 NOT NULL,
	"subscribe_start_ms" bigint NOT NULL,
	"subscribe_end_ms" bigint NOT NULL,
	"allot_at_ms" bigint NOT NULL,
	"listing_at_ms" bigint NOT NULL,
	"password_hash" text,
	"draw_seed" text NOT NULL,
	"draw_commitment" text NOT NULL,
	"simulated_applicants" integer DEFAULT 0 NOT NULL,
	"simulated_max_lots" integer DEFAULT 1 NOT NULL,
	"allotted_at_ms" bigint,
	"listed_at_ms" bigint,
	"seeded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_share_offerings_code_unique" UNIQUE("code"),
	CONSTRAINT "new_share_offerings_lots" CHECK ("new_share_offerings"."lot_size" > 0 and "new_share_offerings"."min_lots" > 0 and "new_share_offerings"."min_lots" <= "new_share_offerings"."max_lots"),
	CONSTRAINT "new_share_offerings_shares" CHECK ("new_share_offerings"."total_shares" > 0 and "new_share_offerings"."allotted_shares" >= 0 and "new_share_offerings"."allotted_shares" <= "new_share_offerings"."total_shares"),
	CONSTRAINT "new_share_offerings_price" CHECK ("new_share_offerings"."price_ticks" > 0 and "new_share_offerings"."fee_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "new_share_password_passes" (
	"user_id" integer NOT NULL,
	"offering_id" integer NOT NULL,
	"passed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "new_share_password_passes_user_id_offering_id_pk" PRIMARY KEY("user_id","offering_id")
);
--> statement-breakpoint
CREATE TABLE "new_share_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "new_share_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offering_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"account_set" text NOT NULL,
	"shares" integer NOT NULL,
	"lots" integer NOT NULL,
	"currency" text NOT NULL,
	"instrument_currency" text NOT NULL,
	"fx_rate" text,
	"cost_instrument_minor" bigint NOT NULL,
	"paid_minor" bigint NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"won_lots" integer,
	"won_minor" bigint,
	"refund_minor" bigint,
	"order_id" integer,
	"created_at_ms" bigint NOT NULL,
	"decided_at_ms" bigint,
	CONSTRAINT "new_share_subscriptions_lots" CHECK ("new_share_subscriptions"."lots" > 0 and "new_share_subscriptions"."shares" > 0),
	CONSTRAINT "new_share_subscriptions_money" CHECK ("new_share_subscriptions"."paid_minor" >= 0 and ("new_share_subscriptions"."won_minor" is null or ("new_share_subscriptions"."won_minor" >= 0 and "new_share_subscriptions"."won_minor" + "new_share_subscriptions"."refund_minor" = "new_share_subscriptions"."paid_minor")))
);
--> statement-breakpoint
ALTER TABLE "new_share_draws" ADD CONSTRAINT "new_share_draws_offering_id_new_share_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."new_share_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_share_offerings" ADD CONSTRAINT "new_share_offerings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_share_password_passes" ADD CONSTRAINT "new_share_password_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_share_password_passes" ADD CONSTRAINT "new_share_password_passes_offering_id_new_share_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."new_share_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_share_subscriptions" ADD CONSTRAINT "new_share_subscriptions_offering_id_new_share_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."new_share_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_share_subscriptions" ADD CONSTRAINT "new_share_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_share_subscriptions" ADD CONSTRAINT "new_share_subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_share_offerings_by_market" ON "new_share_offerings" USING btree ("market","type","subscribe_start_ms");--> statement-breakpoint
CREATE INDEX "new_share_offerings_to_allot" ON "new_share_offerings" USING btree ("allot_at_ms") WHERE "new_share_offerings"."allotted_at_ms" is null;--> statement-breakpoint
CREATE INDEX "new_share_offerings_to_list" ON "new_share_offerings" USING btree ("listing_at_ms") WHERE "new_share_offerings"."listed_at_ms" is null;--> statement-breakpoint
CREATE INDEX "new_share_subscriptions_by_offering" ON "new_share_subscriptions" USING btree ("offering_id","status","id");--> statement-breakpoint
CREATE INDEX "new_share_subscriptions_by_user" ON "new_share_subscriptions" USING btree ("user_id","account_set","id");