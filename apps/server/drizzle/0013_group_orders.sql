CREATE TABLE "group_offerings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_offerings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"decimals" integer NOT NULL,
	"hand_count" integer NOT NULL,
	"instrument_currency" text NOT NULL,
	"price_ticks" bigint NOT NULL,
	"block_hands" integer NOT NULL,
	"currency" text NOT NULL,
	"min_amount_minor" bigint NOT NULL,
	"max_amount_minor" bigint NOT NULL,
	"deposit_rate" text NOT NULL,
	"allocate_at" bigint NOT NULL,
	"pay_deadline" bigint NOT NULL,
	"allocated_at" bigint,
	"unit_cost_minor" bigint,
	"allocation_rate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_offerings_price_positive" CHECK ("group_offerings"."price_ticks" > 0 and "group_offerings"."block_hands" > 0),
	CONSTRAINT "group_offerings_limits" CHECK (0 < "group_offerings"."min_amount_minor" and "group_offerings"."min_amount_minor" <= "group_offerings"."max_amount_minor" and "group_offerings"."allocate_at" < "group_offerings"."pay_deadline")
);
--> statement-breakpoint
CREATE TABLE "group_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"account_set" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"deposit_minor" bigint NOT NULL,
	"requested_hands" integer,
	"allotted_hands" integer,
	"allotted_minor" bigint,
	"unpaid_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"order_id" integer,
	"allocated_at" bigint,
	"settled_at" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_orders_one_per_member" UNIQUE("group_id","user_id","account_set"),
	CONSTRAINT "group_orders_money" CHECK ("group_orders"."deposit_minor" > 0 and "group_orders"."deposit_minor" <= "group_orders"."amount_minor")
);
--> statement-breakpoint
ALTER TABLE "group_offerings" ADD CONSTRAINT "group_offerings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_group_id_group_offerings_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_offerings_to_allocate" ON "group_offerings" USING btree ("allocate_at") WHERE "group_offerings"."allocated_at" is null;--> statement-breakpoint
CREATE INDEX "group_orders_by_user" ON "group_orders" USING btree ("user_id","account_set","id");--> statement-breakpoint
CREATE INDEX "group_orders_by_group" ON "group_orders" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "group_orders_paying" ON "group_orders" USING btree ("group_id") WHERE "group_orders"."status" = 'PAYING';