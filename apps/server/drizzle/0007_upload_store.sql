ALTER TABLE "uploads" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "visibility" text DEFAULT 'unlisted' NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_by_user" ON "uploads" USING btree ("user_id");--> statement-breakpoint
-- Existing uploads keep who may see them: identity documents and recharge evidence become private
-- (P4, P7), avatars public; anything else stays unlisted. The bytes move to the store at start (U2).
UPDATE "uploads" SET "visibility" = 'private' WHERE "private";--> statement-breakpoint
UPDATE "uploads" SET "visibility" = 'private' WHERE '/uploads/' || "name" IN (SELECT "evidence" FROM "charges");--> statement-breakpoint
UPDATE "uploads" SET "visibility" = 'public' WHERE "visibility" = 'unlisted' AND '/uploads/' || "name" IN (SELECT "avatar" FROM "users" WHERE "avatar" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "private";