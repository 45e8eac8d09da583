CREATE TABLE "house_unrealised_days" (
	"account_set" text NOT NULL,
	"day_start_ms" bigint NOT NULL,
	"unrealised_minor" bigint NOT NULL,
	"marked_at" bigint NOT NULL,
	CONSTRAINT "house_unrealised_days_account_set_day_start_ms_pk" PRIMARY KEY("account_set","day_start_ms")
);
