-- Staff sign-in as strong as customers' (docs/SPEC.md S9-S11): each member's authenticator secret
-- (sealed), its last used step and the hashes of its unused recovery codes live on the member's row;
-- a staff session keeps its browser so a sign-in from a new one can be told to the member.
ALTER TABLE "staff" ADD COLUMN "totp_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_last_used_step" bigint;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_recovery_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "user_agent" text;