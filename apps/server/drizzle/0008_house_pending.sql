CREATE TABLE "ledger_house_pending" (
	"transfer_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"delta_minor" bigint NOT NULL,
	CONSTRAINT "ledger_house_pending_transfer_id_account_id_pk" PRIMARY KEY("transfer_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ALTER COLUMN "debit_balance_after_minor" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ALTER COLUMN "credit_balance_after_minor" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_house_pending" ADD CONSTRAINT "ledger_house_pending_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;