CREATE TABLE "sim_gateway_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"receipt" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"payer_vpa" text,
	"reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_gateway_orders_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "upi_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upi_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"request_id" text,
	"gateway" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"intent_url" text NOT NULL,
	"checkout_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"gateway_payment_id" text,
	"payer_vpa_masked" text,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upi_payments_request" UNIQUE("user_id","request_id"),
	CONSTRAINT "upi_payments_gateway_order" UNIQUE("gateway","gateway_order_id"),
	CONSTRAINT "upi_payments_gateway_payment" UNIQUE("gateway","gateway_payment_id"),
	CONSTRAINT "upi_payments_amount_positive" CHECK ("upi_payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "upi_settlement_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upi_settlement_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gateway" text NOT NULL,
	"day" text NOT NULL,
	"payments" integer NOT NULL,
	"differences" integer NOT NULL,
	"detail" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upi_settlement_runs_day" UNIQUE("gateway","day")
);
--> statement-breakpoint
CREATE TABLE "upi_webhook_events" (
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upi_webhook_events_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
ALTER TABLE "upi_payments" ADD CONSTRAINT "upi_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upi_payments_by_user" ON "upi_payments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "upi_payments_pending" ON "upi_payments" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "upi_payments_decided" ON "upi_payments" USING btree ("gateway","decided_at");