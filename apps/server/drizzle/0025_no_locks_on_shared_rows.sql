-- Postings and orders lock no shared row (SPEC L7, docs/adr/0008). A foreign key's check takes FOR
-- KEY SHARE on the referenced row: every posting locked the platform accounts it paid into (fee
-- income, FX, issuance), and every order its product's row, so each of those rows carried a
-- multixact of every transaction in flight, rewritten and WAL-logged by each new one. What the
-- keys guarded is kept another way: the rows they pointed at are never deleted (the triggers below),
-- `post` names only account rows read in its own transaction, and reconcile() proves every transfer
-- names two accounts (L4) and every pending side a transfer (L6).
ALTER TABLE "ledger_house_pending" DROP CONSTRAINT "ledger_house_pending_transfer_id_ledger_transfers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_product_id_products_id_fk";

--> statement-breakpoint
CREATE FUNCTION rows_never_deleted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION '% rows are never deleted', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_never_deleted BEFORE DELETE OR TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION rows_never_deleted();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_never_deleted BEFORE DELETE OR TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION rows_never_deleted();
--> statement-breakpoint
CREATE TRIGGER products_never_deleted BEFORE DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION rows_never_deleted();
