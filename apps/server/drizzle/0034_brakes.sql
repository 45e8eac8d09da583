CREATE TABLE "brake_kill_switches" (
	"user_id" integer NOT NULL,
	"account_set" text NOT NULL,
	"scope" text NOT NULL,
	"until_ms" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brake_kill_switches_user_id_account_set_scope_pk" PRIMARY KEY("user_id","account_set","scope")
);
--> statement-breakpoint
CREATE TABLE "brake_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_set" text NOT NULL,
	"kind" text NOT NULL,
	"at_ms" bigint NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_brakes" (
	"user_id" integer NOT NULL,
	"account_set" text NOT NULL,
	"loss_limit_minor" bigint,
	"next_loss_limit_set" boolean DEFAULT false NOT NULL,
	"next_loss_limit_minor" bigint,
	"next_loss_limit_from_ms" bigint,
	"cover_on_reach" boolean DEFAULT false NOT NULL,
	"reached_day_ms" bigint,
	"covered_day_ms" bigint,
	"leverage_cap" integer,
	"disclosure_version" text,
	"disclosure_accepted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_brakes_user_id_account_set_pk" PRIMARY KEY("user_id","account_set")
);
--> statement-breakpoint
ALTER TABLE "brake_kill_switches" ADD CONSTRAINT "brake_kill_switches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brake_log" ADD CONSTRAINT "brake_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_brakes" ADD CONSTRAINT "customer_brakes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brake_log_by_user" ON "brake_log" USING btree ("user_id","account_set","id");