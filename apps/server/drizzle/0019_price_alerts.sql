CREATE TABLE "price_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"decimals" integer NOT NULL,
	"condition" text NOT NULL,
	"level" bigint NOT NULL,
	"repeat" boolean NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"triggered_at" bigint,
	"triggered_price_ticks" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_by_user" ON "price_alerts" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "price_alerts_active" ON "price_alerts" USING btree ("id") WHERE "price_alerts"."status" = 'active';