CREATE TABLE "ai_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_hi" text NOT NULL,
	"description" text NOT NULL,
	"description_hi" text NOT NULL,
	"strategy" text NOT NULL,
	"params" jsonb NOT NULL,
	"product_id" integer NOT NULL,
	"min_amount_minor" bigint NOT NULL,
	"max_amount_minor" bigint NOT NULL,
	"unit_minor" bigint NOT NULL,
	"lever" integer NOT NULL,
	"period_days" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_products_limits" CHECK (0 < "ai_products"."unit_minor" and "ai_products"."unit_minor" <= "ai_products"."min_amount_minor" and "ai_products"."min_amount_minor" <= "ai_products"."max_amount_minor"),
	CONSTRAINT "ai_products_lever" CHECK ("ai_products"."lever" >= 1 and "ai_products"."period_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "user_ai_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_ai_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"ai_product_id" integer NOT NULL,
	"account_set" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"strategy" text NOT NULL,
	"params" jsonb NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"decimals" integer NOT NULL,
	"lever" integer NOT NULL,
	"status" text NOT NULL,
	"equity_minor" bigint NOT NULL,
	"position" smallint NOT NULL,
	"anchor_price_ticks" bigint NOT NULL,
	"anchor_bar_ms" bigint,
	"settled_pnl_minor" bigint,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"settled_at" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_ai_equity" CHECK ("user_ai_products"."equity_minor" >= 0 and "user_ai_products"."amount_minor" > 0),
	CONSTRAINT "user_ai_position" CHECK ("user_ai_products"."position" between -1 and 1)
);
--> statement-breakpoint
ALTER TABLE "ai_products" ADD CONSTRAINT "ai_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ai_products" ADD CONSTRAINT "user_ai_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ai_products" ADD CONSTRAINT "user_ai_products_ai_product_id_ai_products_id_fk" FOREIGN KEY ("ai_product_id") REFERENCES "public"."ai_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ai_products" ADD CONSTRAINT "user_ai_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_ai_by_user" ON "user_ai_products" USING btree ("user_id","account_set","status","id");--> statement-breakpoint
CREATE INDEX "user_ai_active" ON "user_ai_products" USING btree ("status","id") WHERE "user_ai_products"."status" in ('running', 'paused');--> statement-breakpoint
CREATE INDEX "user_ai_by_product" ON "user_ai_products" USING btree ("ai_product_id","id");