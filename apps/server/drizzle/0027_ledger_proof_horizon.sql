-- The proof continues from a horizon (docs/adr/0019, SPEC D5): each transfer keeps the id of the
-- transaction that wrote it, and every transfer below a snapshot's xmin has committed or never will,
-- so a run checks only what was written since the last clean run and carries each account's sum
-- forward. Rows already stored take this migration's transaction id: all of them committed before.
-- What a run carries forward must stay true, so what it sums and checks of a transfer is never
-- changed (deleting one was refused already, migration 0025); a full run still comes every hour.
CREATE TABLE "ledger_proof_horizon" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"horizon" "xid8" NOT NULL,
	"full_at" timestamp with time zone NOT NULL,
	"proved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_proof_horizon_one_row" CHECK ("ledger_proof_horizon"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "ledger_proof_sums" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"sum_minor" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "xact_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "reconcile_runs" ADD COLUMN "scope" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "reconcile_runs" ADD COLUMN "transfers_checked" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_transfers_by_xact" ON "ledger_transfers" USING btree ("xact_id");--> statement-breakpoint
CREATE FUNCTION rows_never_updated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION '% rows keep their accounts, amounts and balances', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_never_updated BEFORE UPDATE OF id, idempotency_id, posting_id,
  debit_account_id, credit_account_id, amount_minor, type, debit_balance_after_minor,
  credit_balance_after_minor, currency, fx_rate, fx_instrument_currency, fx_instrument_amount_minor,
  fx_account_currency, fx_account_amount_minor, xact_id ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION rows_never_updated();
