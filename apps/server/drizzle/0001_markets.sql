CREATE TABLE "candles_1m" (
	"product_id" integer NOT NULL,
	"time" bigint NOT NULL,
	"open" bigint NOT NULL,
	"high" bigint NOT NULL,
	"low" bigint NOT NULL,
	"close" bigint NOT NULL,
	"volume" bigint NOT NULL,
	CONSTRAINT "candles_1m_product_id_time_pk" PRIMARY KEY("product_id","time")
);
--> statement-breakpoint
CREATE TABLE "flash_news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flash_news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"source" text NOT NULL,
	"locale" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exchange" text NOT NULL,
	"date" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_holidays_exchange_date" UNIQUE("exchange","date")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	"market" text NOT NULL,
	"exchange" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"currency" text NOT NULL,
	"decimals" integer NOT NULL,
	"hand_count" integer NOT NULL,
	"lever" integer NOT NULL,
	"spread_ticks" integer NOT NULL,
	"volatility_annual" text NOT NULL,
	"start_price" text NOT NULL,
	"sector" text,
	"suspended" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "watchlist_items" (
	"watchlist_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_items_watchlist_id_product_id_pk" PRIMARY KEY("watchlist_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "watchlists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watchlists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candles_1m" ADD CONSTRAINT "candles_1m_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_watchlist_id_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlists" ADD CONSTRAINT "watchlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_news_by_time" ON "flash_news" USING btree ("locale","published_at");--> statement-breakpoint
CREATE INDEX "products_by_market" ON "products" USING btree ("market","sort_order");--> statement-breakpoint
CREATE INDEX "watchlists_by_user" ON "watchlists" USING btree ("user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlists_one_default" ON "watchlists" USING btree ("user_id") WHERE "watchlists"."is_default";