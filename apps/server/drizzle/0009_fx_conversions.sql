ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "fx_rate" text;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "fx_instrument_currency" text;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "fx_instrument_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "fx_account_currency" text;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "fx_account_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instrument_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "open_fx_rate" text;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK (("ledger_accounts"."user_id" is not null and "ledger_accounts"."kind" in ('available', 'locked', 'margin', 'virtual_available', 'virtual_locked', 'virtual_margin'))
        or ("ledger_accounts"."user_id" is null and "ledger_accounts"."kind" in ('client_money', 'fee_income', 'trading_pnl', 'loss_absorption', 'ipo_escrow', 'ai_pool', 'group_escrow', 'virtual_issuance', 'adjustments', 'fx')));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_fx_whole" CHECK (("ledger_transfers"."fx_rate" is null) = ("ledger_transfers"."fx_instrument_currency" is null) and ("ledger_transfers"."fx_rate" is null) = ("ledger_transfers"."fx_instrument_amount_minor" is null)
        and ("ledger_transfers"."fx_rate" is null) = ("ledger_transfers"."fx_account_currency" is null) and ("ledger_transfers"."fx_rate" is null) = ("ledger_transfers"."fx_account_amount_minor" is null));