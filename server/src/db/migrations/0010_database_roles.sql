-- Row-level security that fails closed, and separate database roles (issue 14, ADR 009).
--
-- Before: the application's role owned every table (so it could DISABLE the audit trigger or NO FORCE row-level
-- security), and a session with no tenant set read every client's rows. Now:
--   * the migration role (the owner of this schema) is the only one that changes it;
--   * clarion_app (no login) holds only SELECT, INSERT, UPDATE, DELETE, and on audit_log only SELECT and
--     INSERT; its row-level security policies show a client's rows only to that client's session
--     (app.user_id) and no client's rows when none is set;
--   * clarion_system (no login) holds the same privileges plus policies that show every row: the explicit
--     bypass for admin requests, sign-in, session lookup and jobs (the API takes it with SET ROLE);
--   * the API's login role (DATABASE_URL) is a NOINHERIT member of both, so on its own it can do nothing and
--     every query runs after SET ROLE clarion_app or clarion_system (server/src/db/client.ts).
-- The two roles are cluster-wide; a role that may create roles makes them here, otherwise an administrator
-- creates them first (docs/deployment.md, "Tenancy in the database"). The embedded database (PGlite) runs as
-- a superuser, which row-level security exempts, and never switches role: nothing changes there.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'clarion_app') THEN
    CREATE ROLE clarion_app NOLOGIN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'clarion_system') THEN
    CREATE ROLE clarion_system NOLOGIN;
  END IF;
EXCEPTION
  WHEN duplicate_object THEN NULL;
  WHEN insufficient_privilege THEN
    RAISE EXCEPTION 'The roles clarion_app and clarion_system do not exist and % may not create them', current_user
      USING HINT = 'Create them as a database administrator: see docs/deployment.md, "Tenancy in the database".';
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO clarion_app, clarion_system;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO clarion_app, clarion_system;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO clarion_app, clarion_system;
--> statement-breakpoint
-- The audit trail is append-only by privilege too, not only by the triggers of migration 0001.
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM clarion_app, clarion_system;
--> statement-breakpoint
-- Client-owned tables: a client's session sees and writes only its own rows; no tenant, no rows.
ALTER POLICY "documents_tenant" ON "documents" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "documents_system" ON "documents" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER POLICY "document_extractions_tenant" ON "document_extractions" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "document_extractions_system" ON "document_extractions" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER POLICY "analyses_tenant" ON "analyses" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "analyses_system" ON "analyses" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER POLICY "compliance_checks_tenant" ON "compliance_checks" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "compliance_checks_system" ON "compliance_checks" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER POLICY "persona_interviews_tenant" ON "persona_interviews" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "persona_interviews_system" ON "persona_interviews" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER POLICY "improvements_tenant" ON "improvements" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "improvements_system" ON "improvements" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER POLICY "product_access_tenant" ON "product_access" TO clarion_app
  USING ("user_id" = clarion_tenant()) WITH CHECK ("user_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "product_access_system" ON "product_access" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER POLICY "analytics_events_tenant" ON "analytics_events" TO clarion_app
  USING ("user_id" = clarion_tenant()) WITH CHECK ("user_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "analytics_events_system" ON "analytics_events" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER POLICY "document_counts_tenant" ON "document_counts" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "document_counts_system" ON "document_counts" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
-- Tables keyed by their parent: visible when the parent row is, and the parent's policy fails closed.
ALTER POLICY "compliance_decisions_tenant" ON "compliance_decisions" TO clarion_app
  USING (EXISTS (SELECT 1 FROM "documents" d WHERE d."id" = "document_id"))
  WITH CHECK (EXISTS (SELECT 1 FROM "documents" d WHERE d."id" = "document_id"));
--> statement-breakpoint
CREATE POLICY "compliance_decisions_system" ON "compliance_decisions" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER POLICY "improvement_suggestions_tenant" ON "improvement_suggestions" TO clarion_app
  USING (EXISTS (SELECT 1 FROM "improvements" i WHERE i."id" = "improvement_id"))
  WITH CHECK (EXISTS (SELECT 1 FROM "improvements" i WHERE i."id" = "improvement_id"));
--> statement-breakpoint
CREATE POLICY "improvement_suggestions_system" ON "improvement_suggestions" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
-- Accounts, sessions and the audit trail: a client's session sees its own account, sessions and audit
-- entries, and may add audit entries only in its own name. Sign-in, session lookup, password resets and
-- single sign-on run as clarion_system.
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "users_tenant" ON "users" TO clarion_app
  USING ("id" = clarion_tenant()) WITH CHECK ("id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "users_system" ON "users" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sessions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sessions_tenant" ON "sessions" TO clarion_app
  USING ("user_id" = clarion_tenant()) WITH CHECK ("user_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "sessions_system" ON "sessions" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_log" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "audit_log_tenant_read" ON "audit_log" FOR SELECT TO clarion_app
  USING ("actor_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "audit_log_tenant_append" ON "audit_log" FOR INSERT TO clarion_app
  WITH CHECK ("actor_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "audit_log_system" ON "audit_log" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
-- Only system work touches these: no policy for clarion_app, so it sees and writes nothing.
ALTER TABLE "password_resets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "password_resets" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "password_resets_system" ON "password_resets" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE "oidc_transactions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "oidc_transactions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "oidc_transactions_system" ON "oidc_transactions" TO clarion_system USING (true) WITH CHECK (true);
