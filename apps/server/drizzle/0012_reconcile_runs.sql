CREATE TABLE "reconcile_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconcile_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"differences" integer NOT NULL,
	"violations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reconcile_runs_by_time" ON "reconcile_runs" USING btree ("finished_at");