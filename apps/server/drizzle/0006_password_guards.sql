CREATE TABLE "password_guards" (
	"username" text NOT NULL,
	"secret" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	CONSTRAINT "password_guards_username_secret_pk" PRIMARY KEY("username","secret")
);
--> statement-breakpoint
CREATE INDEX "password_guards_locked" ON "password_guards" USING btree ("locked_until");