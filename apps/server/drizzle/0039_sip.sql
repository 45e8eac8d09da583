CREATE TABLE "sip_instalments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sip_instalments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"day" integer NOT NULL,
	"at_ms" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"detail" jsonb,
	"order_id" integer,
	"ai_purchase_id" integer,
	"hands" integer,
	"cost_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sip_instalments_plan_day" UNIQUE("plan_id","day")
);
--> statement-breakpoint
CREATE TABLE "sip_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sip_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"account_set" text NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"ai_product_id" integer,
	"amount_minor" bigint,
	"hands" integer,
	"currency" text NOT NULL,
	"frequency" text NOT NULL,
	"day" integer,
	"start_day" integer NOT NULL,
	"end_day" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"next_day" integer,
	"next_at_ms" bigint,
	"skips_in_a_row" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sip_plans_request" UNIQUE("user_id","request_id"),
	CONSTRAINT "sip_plans_amount_or_hands" CHECK (("sip_plans"."amount_minor" is null) <> ("sip_plans"."hands" is null)),
	CONSTRAINT "sip_plans_amount_positive" CHECK ("sip_plans"."amount_minor" is null or "sip_plans"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "sip_instalments" ADD CONSTRAINT "sip_instalments_plan_id_sip_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."sip_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sip_plans" ADD CONSTRAINT "sip_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sip_plans_by_user" ON "sip_plans" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "sip_plans_due" ON "sip_plans" USING btree ("next_at_ms") WHERE "sip_plans"."status" = 'active';