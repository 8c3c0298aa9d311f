-- A firm's boilerplate (issue 30 item 6): passages it must print and cannot change (an index provider's licence
-- notice, a disclaimer), marked once and left out of the reading measures of all its documents. Matching is by
-- sentence on a normal form (engine/readability/boilerplate.ts); "text_key" is that form of the whole passage,
-- so the same passage cannot be marked twice however it is spaced or punctuated. Held to its firm by row-level
-- security like every firm table (ADR 009, ADR 018).
CREATE TABLE "firm_boilerplate" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"text" text NOT NULL,
	"text_key" text NOT NULL,
	"created_by" uuid,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_boilerplate_text_check" CHECK (length(btrim("text")) > 0 AND length("text") <= 4000),
	CONSTRAINT "firm_boilerplate_text_key_check" CHECK (length("text_key") > 0)
);
--> statement-breakpoint
ALTER TABLE "firm_boilerplate" ADD CONSTRAINT "firm_boilerplate_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "firm_boilerplate" ADD CONSTRAINT "firm_boilerplate_created_by_users_id_fk"
  FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "firm_boilerplate_client_text_key" ON "firm_boilerplate" ("client_id", "text_key");
--> statement-breakpoint
-- Marked or unmarked, never edited: a changed wording is a new passage (the old one is removed).
GRANT SELECT, INSERT, DELETE ON "firm_boilerplate" TO clarion_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "firm_boilerplate" TO clarion_system;
--> statement-breakpoint
ALTER TABLE "firm_boilerplate" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "firm_boilerplate" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "firm_boilerplate_tenant" ON "firm_boilerplate" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "firm_boilerplate_system" ON "firm_boilerplate" TO clarion_system USING (true) WITH CHECK (true);
