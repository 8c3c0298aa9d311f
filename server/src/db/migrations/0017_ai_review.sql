-- The optional AI review (AI_PROVIDER=openai) of a compliance check or an AoV analysis: the findings it
-- added (each quote verified in the document), what it dropped, and the prompt and schema versions. A column
-- of tables that already have their grants and row-level security (0007, 0010), so nothing else is needed.
ALTER TABLE "compliance_checks" ADD COLUMN "ai_review" jsonb;
--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "ai_review" jsonb;
