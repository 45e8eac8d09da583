CREATE TABLE "risk_limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_set" text NOT NULL,
	"kind" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"value" bigint NOT NULL,
	"reason" text,
	"updated_by" integer,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "risk_limits_one_per_scope" UNIQUE("account_set","kind","code","user_id")
);
