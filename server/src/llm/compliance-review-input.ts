import type { ExtractedDocument } from '#engine/document-model.ts';
import type { ComplianceResult, RulePack } from '#engine/rules/index.ts';
import type { ReviewInput } from './ai-reviewer.ts';

/**
 * What the AI review of a compliance check reads: the rules that applied to the document, each with its
 * citation (and its fix, unless written for the rule's own measurement), and the findings the rules made
 * with the quotes they rest on. One definition for the check's job and for bench/ai-review-eval.ts, so the
 * reviewer measured on the external set is the reviewer a user runs.
 */
export function complianceReviewInput(
  document: ExtractedDocument,
  packs: readonly RulePack[],
  result: Pick<ComplianceResult, 'findings' | 'notApplicable'>,
): ReviewInput {
  const notApplicable = new Set(result.notApplicable);
  return {
    document,
    topics: packs.flatMap((pack) =>
      pack.rules
        .filter((rule) => !notApplicable.has(rule.id))
        .map((rule) => ({
          id: rule.id,
          title: rule.title,
          citation: rule.citation.provision,
          // a suggestion with placeholders ({value}) is written for the rule's own measurement
          ...(rule.suggestion.includes('{') ? {} : { suggestion: rule.suggestion }),
        })),
    ),
    made: result.findings.flatMap((f) => f.evidence.map((e) => ({ topic: f.ruleId, ...e }))),
  };
}
