CREATE TABLE "banks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "channel_password_passes" (
	"user_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"passed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_password_passes_user_id_channel_id_pk" PRIMARY KEY("user_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"type" text NOT NULL,
	"currency_id" integer,
	"currency" text NOT NULL,
	"pay_currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"evidence" text NOT NULL,
	"remark" text,
	"status" text DEFAULT 'UNDER' NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_amount_positive" CHECK ("charges"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "fund_corrections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fund_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"account_set" text NOT NULL,
	"direction" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'PROPOSED' NOT NULL,
	"proposed_by" integer NOT NULL,
	"decided_by" integer,
	"decision_reason" text,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "fund_corrections_amount_positive" CHECK ("fund_corrections"."amount_minor" > 0),
	CONSTRAINT "fund_corrections_four_eyes" CHECK ("fund_corrections"."decided_by" is null or "fund_corrections"."decided_by" <> "fund_corrections"."proposed_by")
);
--> statement-breakpoint
CREATE TABLE "income_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "income_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"need_password" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"min_amount_minor" bigint DEFAULT 0 NOT NULL,
	"details" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_channels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "income_currencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "income_currencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"currency" text NOT NULL,
	"protocol" text NOT NULL,
	"address" text NOT NULL,
	"qr_code" text,
	"rate" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_currencies_channel_currency" UNIQUE("channel_id","currency","protocol")
);
--> statement-breakpoint
CREATE TABLE "institution_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institution_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"institution_name" text NOT NULL,
	"registration_number" text NOT NULL,
	"institutional_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"documents" jsonb NOT NULL,
	"status" text DEFAULT 'UNDER' NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"number_sealed" text NOT NULL,
	"number_hmac" text NOT NULL,
	"number_masked" text NOT NULL,
	"front_image" text NOT NULL,
	"back_image" text NOT NULL,
	"status" text DEFAULT 'CREDITING' NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outcome_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outcome_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"protocol" text DEFAULT 'NONE' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outcome_channels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "outcome_currencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outcome_currencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"protocol" text NOT NULL,
	"rate" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_banks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"address" text NOT NULL,
	"ifsc" text NOT NULL,
	"payee" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_hmac" text NOT NULL,
	"account_number_masked" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_wallets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_wallets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"bank_id" integer,
	"wallet_id" integer,
	"account_masked" text NOT NULL,
	"currency_id" integer,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"remark" text,
	"status" text DEFAULT 'UNDER' NOT NULL,
	"reference" text,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_minor" > 0),
	CONSTRAINT "withdrawals_one_account" CHECK (("withdrawals"."bank_id" is null) <> ("withdrawals"."wallet_id" is null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_known_type";--> statement-breakpoint
ALTER TABLE "channel_password_passes" ADD CONSTRAINT "channel_password_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_password_passes" ADD CONSTRAINT "channel_password_passes_channel_id_income_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."income_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_channel_id_income_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."income_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_currency_id_income_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."income_currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_corrections" ADD CONSTRAINT "fund_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_corrections" ADD CONSTRAINT "fund_corrections_proposed_by_staff_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_corrections" ADD CONSTRAINT "fund_corrections_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_currencies" ADD CONSTRAINT "income_currencies_channel_id_income_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."income_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_applications" ADD CONSTRAINT "institution_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_applications" ADD CONSTRAINT "institution_applications_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_banks" ADD CONSTRAINT "user_banks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_wallets" ADD CONSTRAINT "user_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_wallets" ADD CONSTRAINT "user_wallets_channel_id_outcome_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."outcome_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_id_user_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."user_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_wallet_id_user_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."user_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_currency_id_outcome_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."outcome_currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_by_user" ON "charges" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "charges_by_status" ON "charges" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fund_corrections_by_status" ON "fund_corrections" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "institution_by_user" ON "institution_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "institution_by_status" ON "institution_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "kyc_by_user" ON "kyc_submissions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "kyc_by_status" ON "kyc_submissions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "kyc_by_number" ON "kyc_submissions" USING btree ("number_hmac");--> statement-breakpoint
CREATE UNIQUE INDEX "user_banks_live_number" ON "user_banks" USING btree ("user_id","account_number_hmac") WHERE "user_banks"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "user_wallets_by_user" ON "user_wallets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "withdrawals_by_user" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_by_status" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK (("ledger_accounts"."user_id" is not null and "ledger_accounts"."kind" in ('available', 'locked', 'margin', 'virtual_available', 'virtual_locked', 'virtual_margin'))
        or ("ledger_accounts"."user_id" is null and "ledger_accounts"."kind" in ('client_money', 'fee_income', 'trading_pnl', 'loss_absorption', 'ipo_escrow', 'ai_pool', 'group_escrow', 'virtual_issuance', 'adjustments')));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_known_type" CHECK ("ledger_transfers"."type" between 1 and 16 or "ledger_transfers"."type" >= 100);