-- A firm's FCA Firm Reference Number (issue 30 item 8): named on the approval certificate (HTML and PDF).
-- Optional (null: not recorded yet, the certificate says so); when set, the FCA's 6 or 7 digits.
ALTER TABLE "firms" ADD COLUMN "frn" text;
--> statement-breakpoint
ALTER TABLE "firms" ADD CONSTRAINT "firms_frn_check" CHECK ("frn" IS NULL OR "frn" ~ '^[0-9]{6,7}$');
--> statement-breakpoint
-- The firm admin records it for their own firm: that one column of their own firm's row, nothing else of it.
GRANT UPDATE ("frn") ON "firms" TO clarion_app;
--> statement-breakpoint
CREATE POLICY "firms_tenant_frn" ON "firms" FOR UPDATE TO clarion_app
  USING ("id" = clarion_tenant()) WITH CHECK ("id" = clarion_tenant());
