CREATE TABLE "proof_leaves" (
	"snapshot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"salt" text NOT NULL,
	"balance_minor" bigint NOT NULL,
	"chain_head" text NOT NULL,
	"records" integer NOT NULL,
	"leaf_hash" text NOT NULL,
	"path" jsonb NOT NULL,
	CONSTRAINT "proof_leaves_snapshot_id_user_id_pk" PRIMARY KEY("snapshot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "proof_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proof_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"day" text NOT NULL,
	"currency" text NOT NULL,
	"root" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"accounts" integer NOT NULL,
	"ledger_snapshot" text NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	CONSTRAINT "proof_snapshots_day_currency" UNIQUE("day","currency")
);
--> statement-breakpoint
ALTER TABLE "proof_leaves" ADD CONSTRAINT "proof_leaves_snapshot_id_proof_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."proof_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_leaves" ADD CONSTRAINT "proof_leaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proof_leaves_user" ON "proof_leaves" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "proof_snapshots_latest" ON "proof_snapshots" USING btree ("currency","day");