-- Suggestions start proposed; only a person accepts (issue #17). The undecided state is renamed, and rows the
-- engine accepted on its own are set back to proposed. A row counts as decided by a person when it has
-- decided_at (every decision sets it; decided_by can be null only because that person's account was since
-- deleted), an edited text, or an "improvement.suggestion_decided" event in the append-only audit log. Rows
-- with none of these were never decided by anyone, so nothing a person signed off is changed.
UPDATE "improvement_suggestions" SET "status" = 'proposed' WHERE "status" = 'pending';--> statement-breakpoint
-- The stored impact of a run measured the engine's own choices. Where a person accepted nothing, the run now
-- starts from the document as it is; where a person accepted some, it is measured again on the next view.
UPDATE "improvements" i SET "impact" = CASE
    WHEN EXISTS (
      SELECT 1 FROM "improvement_suggestions" s
      WHERE s."improvement_id" = i."id" AND s."status" = 'accepted' AND s."decided_at" IS NOT NULL
    ) THEN NULL
    ELSE jsonb_build_object(
      'before', i."impact" -> 'before', 'after', i."impact" -> 'before',
      'fixedRules', '[]'::jsonb, 'newRules', '[]'::jsonb)
  END
  WHERE i."impact" IS NOT NULL AND EXISTS (
    SELECT 1 FROM "improvement_suggestions" s
    WHERE s."improvement_id" = i."id" AND s."status" = 'accepted' AND s."decided_at" IS NULL
      AND s."decided_by" IS NULL AND s."edited_text" IS NULL
      AND NOT EXISTS (
        SELECT 1 FROM "audit_log" a
        WHERE a."action" = 'improvement.suggestion_decided'
          AND a."details" ->> 'improvementId' = s."improvement_id"::text
          AND a."details" ->> 'suggestionId' = s."suggestion_id"
      )
  );--> statement-breakpoint
UPDATE "improvement_suggestions" s SET "status" = 'proposed'
  WHERE s."status" = 'accepted' AND s."decided_at" IS NULL AND s."decided_by" IS NULL AND s."edited_text" IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM "audit_log" a
      WHERE a."action" = 'improvement.suggestion_decided'
        AND a."details" ->> 'improvementId' = s."improvement_id"::text
        AND a."details" ->> 'suggestionId' = s."suggestion_id"
    );--> statement-breakpoint
-- The engine's flag is a recommendation now, not a starting decision: store it under that name.
UPDATE "improvement_suggestions"
  SET "suggestion" = ("suggestion" - 'defaultAccepted')
    || jsonb_build_object('recommended', COALESCE("suggestion" -> 'defaultAccepted', 'false'::jsonb))
  WHERE "suggestion" ? 'defaultAccepted';
