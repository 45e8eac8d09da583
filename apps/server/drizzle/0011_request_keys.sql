CREATE TABLE "request_keys" (
	"user_id" integer NOT NULL,
	"call" text NOT NULL,
	"request_id" text NOT NULL,
	"reply" json,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_keys_user_id_call_request_id_pk" PRIMARY KEY("user_id","call","request_id")
);
--> statement-breakpoint
ALTER TABLE "request_keys" ADD CONSTRAINT "request_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;