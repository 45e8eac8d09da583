-- A member must replace a password somebody else chose (docs/SPEC.md S4, S12): the first start printed
-- it, or an admin set it. The reason lives beside the flag so the console can say which; a flag set
-- before this migration can only be the printed first admin's.
ALTER TABLE "staff" ADD COLUMN "must_change_because" text;--> statement-breakpoint
UPDATE "staff" SET "must_change_because" = 'printed' WHERE "must_change_password";--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_must_change_because" CHECK ("staff"."must_change_password" = ("staff"."must_change_because" is not null));
