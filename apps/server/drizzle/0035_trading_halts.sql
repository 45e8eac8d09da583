CREATE TABLE "trading_halts" (
	"scope" text NOT NULL,
	"target" text NOT NULL,
	"reason" text NOT NULL,
	"reason_hi" text,
	"staff_id" integer NOT NULL,
	"halted_at" bigint NOT NULL,
	CONSTRAINT "trading_halts_scope_target_pk" PRIMARY KEY("scope","target")
);
