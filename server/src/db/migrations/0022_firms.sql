-- Firms as the tenant (issue 15 item 1, ADR 018). A firm has members with a role; the client-owned rows and
-- product access belong to the firm, not to one login. Each existing client account becomes a firm whose id
-- is that account's id, with the account as its firm admin, so every client_id already stored is the firm's
-- id and nothing is rewritten or lost.
CREATE TABLE "firms" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "name" text NOT NULL,
  -- SSO users whose verified e-mail is at this domain join the firm as members (set by the platform admin).
  "email_domain" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "disabled_at" timestamp with time zone,
  CONSTRAINT "firms_email_domain_check" CHECK ("email_domain" IS NULL OR "email_domain" = lower("email_domain"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "firms_email_domain_key" ON "firms" ("email_domain");
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "firm_id" uuid;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "firm_role" text;
--> statement-breakpoint
-- The backfill reads and writes every account; the schema owner is bound by the forced policies like everyone
-- else (ADR 009), so FORCE is lifted here and put back below, inside this transaction (as 0019-0021).
ALTER TABLE "users" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "firms" ("id", "name", "created_at", "disabled_at")
  SELECT "id", "name", "created_at", "disabled_at"
    FROM "users" WHERE "role" = 'client';
--> statement-breakpoint
UPDATE "users" SET "firm_id" = "id", "firm_role" = 'firm_admin' WHERE "role" = 'client';
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_firm_id_firms_id_fk"
  FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_firm_role_check"
  CHECK ("firm_role" IS NULL OR "firm_role" IN ('member', 'reviewer', 'approver', 'firm_admin'));
--> statement-breakpoint
-- A client account always belongs to a firm with a role; a platform admin never does.
ALTER TABLE "users" ADD CONSTRAINT "users_firm_membership_check"
  CHECK (("role" = 'client') = ("firm_id" IS NOT NULL AND "firm_role" IS NOT NULL));
--> statement-breakpoint
CREATE INDEX "users_firm_id_idx" ON "users" ("firm_id");
--> statement-breakpoint
-- Client-owned rows now belong to the firm: the same ids, a different parent.
ALTER TABLE "documents" DROP CONSTRAINT "documents_client_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_versions" DROP CONSTRAINT "document_versions_client_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_extractions" DROP CONSTRAINT "document_extractions_client_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "document_extractions" ADD CONSTRAINT "document_extractions_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "analyses" DROP CONSTRAINT "analyses_client_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "compliance_checks" DROP CONSTRAINT "compliance_checks_client_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "compliance_checks" ADD CONSTRAINT "compliance_checks_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_interviews" DROP CONSTRAINT "persona_interviews_client_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "persona_interviews" ADD CONSTRAINT "persona_interviews_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "improvements" DROP CONSTRAINT "improvements_client_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "improvements" ADD CONSTRAINT "improvements_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "finding_comments" DROP CONSTRAINT "finding_comments_client_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "finding_comments" ADD CONSTRAINT "finding_comments_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Module access is set per firm (MODULE_PERMISSIONS keeps its meaning). The policy follows the renamed column.
ALTER TABLE "product_access" DROP CONSTRAINT "product_access_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "product_access" RENAME COLUMN "user_id" TO "firm_id";
--> statement-breakpoint
ALTER TABLE "product_access" ADD CONSTRAINT "product_access_firm_id_firms_id_fk"
  FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Two settings now: app.firm_id (whose rows: the tenant) and app.user_id (who acts: their own sessions, second
-- factor and analytics). Both empty means no client's rows (fail closed, as before).
CREATE OR REPLACE FUNCTION clarion_tenant() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT NULLIF(current_setting('app.firm_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clarion_user() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT NULLIF(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
-- A member sees the accounts of their own firm (the team page); the services decide who may change them.
ALTER POLICY "users_tenant" ON "users" TO clarion_app
  USING ("firm_id" = clarion_tenant()) WITH CHECK ("firm_id" = clarion_tenant());
--> statement-breakpoint
ALTER POLICY "sessions_tenant" ON "sessions" TO clarion_app
  USING ("user_id" = clarion_user()) WITH CHECK ("user_id" = clarion_user());
--> statement-breakpoint
ALTER POLICY "mfa_credentials_tenant" ON "mfa_credentials" TO clarion_app
  USING ("user_id" = clarion_user()) WITH CHECK ("user_id" = clarion_user());
--> statement-breakpoint
ALTER POLICY "mfa_recovery_codes_tenant" ON "mfa_recovery_codes" TO clarion_app
  USING ("user_id" = clarion_user()) WITH CHECK ("user_id" = clarion_user());
--> statement-breakpoint
ALTER POLICY "mfa_challenges_tenant" ON "mfa_challenges" TO clarion_app
  USING ("user_id" = clarion_user()) WITH CHECK ("user_id" = clarion_user());
--> statement-breakpoint
ALTER POLICY "analytics_events_tenant" ON "analytics_events" TO clarion_app
  USING ("user_id" = clarion_user()) WITH CHECK ("user_id" = clarion_user());
--> statement-breakpoint
-- The firm's audit trail: entries by any member of the firm (the firm admin's view); appended only in one's own name.
ALTER POLICY "audit_log_tenant_read" ON "audit_log" TO clarion_app
  USING ("actor_id" IN (SELECT u."id" FROM "users" u WHERE u."firm_id" = clarion_tenant()));
--> statement-breakpoint
ALTER POLICY "audit_log_tenant_append" ON "audit_log" TO clarion_app
  WITH CHECK ("actor_id" = clarion_user());
--> statement-breakpoint
-- A member reads their own firm's row; only system work (the platform admin) creates or changes firms.
ALTER TABLE "firms" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "firms" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT ON "firms" TO clarion_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "firms" TO clarion_system;
--> statement-breakpoint
CREATE POLICY "firms_tenant" ON "firms" FOR SELECT TO clarion_app USING ("id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "firms_system" ON "firms" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;
