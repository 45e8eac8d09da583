CREATE TABLE "ledger_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_id" text NOT NULL,
	"posting_id" text NOT NULL,
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"type" smallint NOT NULL,
	"ref" text NOT NULL,
	"remark" text,
	"debit_balance_after_minor" bigint NOT NULL,
	"credit_balance_after_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_id_unique" UNIQUE("idempotency_id"),
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount_minor" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_known_type" CHECK ("ledger_transfers"."type" between 1 and 15 or "ledger_transfers"."type" >= 100)
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transfers_by_debit" ON "ledger_transfers" USING btree ("debit_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_by_credit" ON "ledger_transfers" USING btree ("credit_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_by_posting" ON "ledger_transfers" USING btree ("posting_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_not_negative" CHECK ("ledger_accounts"."user_id" is null or "ledger_accounts"."balance_minor" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK (("ledger_accounts"."user_id" is not null and "ledger_accounts"."kind" in ('available', 'locked', 'margin', 'virtual_available', 'virtual_locked', 'virtual_margin'))
        or ("ledger_accounts"."user_id" is null and "ledger_accounts"."kind" in ('client_money', 'fee_income', 'trading_pnl', 'loss_absorption', 'ipo_escrow', 'ai_pool', 'group_escrow', 'virtual_issuance')));