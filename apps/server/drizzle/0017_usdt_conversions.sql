ALTER TABLE "charges" ADD COLUMN "fx_currency" text;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "fx_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "fx_rate" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "fx_currency" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "fx_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "fx_rate" text;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_fx_whole" CHECK (("charges"."fx_rate" is null) = ("charges"."fx_currency" is null) and ("charges"."fx_rate" is null) = ("charges"."fx_amount_minor" is null));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_fx_whole" CHECK (("withdrawals"."fx_rate" is null) = ("withdrawals"."fx_currency" is null) and ("withdrawals"."fx_rate" is null) = ("withdrawals"."fx_amount_minor" is null));