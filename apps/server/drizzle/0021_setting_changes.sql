CREATE TABLE "setting_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "setting_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"value" text NOT NULL,
	"previous" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'PROPOSED' NOT NULL,
	"proposed_by" integer NOT NULL,
	"decided_by" integer,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "setting_changes_four_eyes" CHECK ("setting_changes"."decided_by" is null or "setting_changes"."decided_by" <> "setting_changes"."proposed_by")
);
--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_proposed_by_staff_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "setting_changes_one_waiting" ON "setting_changes" USING btree ("key") WHERE "setting_changes"."status" = 'PROPOSED';--> statement-breakpoint
CREATE INDEX "setting_changes_by_id" ON "setting_changes" USING btree ("status","id");