-- The tables of sign-in limits (0011) and two-factor sign-in (0012) came after the roles (0010), which grant
-- nothing by default: give them to the roles here, fail closed like the rest (ADR 009).
-- Rate-limit counters and sign-in failures are system work only (keyed by address or e-mail, never by a
-- signed-in client).
GRANT SELECT, INSERT, UPDATE, DELETE ON "rate_limit_hits", "sign_in_failures" TO clarion_system;--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "rate_limit_hits" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "rate_limit_hits_system" ON "rate_limit_hits" TO clarion_system USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "sign_in_failures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sign_in_failures" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "sign_in_failures_system" ON "sign_in_failures" TO clarion_system USING (true) WITH CHECK (true);--> statement-breakpoint
-- A signed-in user sets up and turns off their own second factor (which ends their pending sign-ins): their
-- rows only. Completing a pending sign-in, before any session exists, is system work.
GRANT SELECT, INSERT, UPDATE, DELETE ON "mfa_credentials", "mfa_recovery_codes", "mfa_challenges" TO clarion_app, clarion_system;--> statement-breakpoint
ALTER TABLE "mfa_credentials" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mfa_credentials" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "mfa_credentials_tenant" ON "mfa_credentials" TO clarion_app
  USING ("user_id" = clarion_tenant()) WITH CHECK ("user_id" = clarion_tenant());--> statement-breakpoint
CREATE POLICY "mfa_credentials_system" ON "mfa_credentials" TO clarion_system USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "mfa_recovery_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mfa_recovery_codes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "mfa_recovery_codes_tenant" ON "mfa_recovery_codes" TO clarion_app
  USING ("user_id" = clarion_tenant()) WITH CHECK ("user_id" = clarion_tenant());--> statement-breakpoint
CREATE POLICY "mfa_recovery_codes_system" ON "mfa_recovery_codes" TO clarion_system USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "mfa_challenges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mfa_challenges" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "mfa_challenges_tenant" ON "mfa_challenges" TO clarion_app
  USING ("user_id" = clarion_tenant()) WITH CHECK ("user_id" = clarion_tenant());--> statement-breakpoint
CREATE POLICY "mfa_challenges_system" ON "mfa_challenges" TO clarion_system USING (true) WITH CHECK (true);
