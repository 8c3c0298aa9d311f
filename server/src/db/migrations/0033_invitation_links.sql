-- Invitation links (issue 30, item 8): an invited colleague, or a new client's firm admin, lands on an
-- "accept invitation" page that names the firm and who invited them, instead of the password-reset page.
--
-- 1. What the link is for. Reset links keep 'reset'; the page that opens a link asks the server what it is for.
-- 2. Who sent it: the firm admin who invited, or the platform admin who created the client. Kept when that
--    person's account goes (the page then names nobody) rather than losing the invitation.
ALTER TABLE "password_resets" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_purpose_check"
  CHECK ("purpose" in ('reset', 'invitation'));
--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "invited_by" uuid;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_invited_by_users_id_fk"
  FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
