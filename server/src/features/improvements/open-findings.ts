// The open findings of a document version's latest Compliance check, in the shape the improvements engine
// takes (issue 30, item 7): the rules' findings left open after reviewers' decisions, from the check's service.
import type { OpenFinding } from '#engine/improvements/index.ts';
import type { AppDeps } from '../../deps.ts';
import { openRuleFindingsOf } from '../compliance/compliance.service.ts';

/** null when the version has no completed check: the engine then fixes the findings it measures itself. */
export async function openFindingsOf(
  deps: AppDeps,
  documentId: string,
  version: number,
): Promise<OpenFinding[] | null> {
  const open = await openRuleFindingsOf(deps, documentId, version);
  if (!open) return null;
  return open.findings.map((f) => ({
    ruleId: f.ruleId,
    title: f.title,
    citation: f.citation,
    severity: f.severity,
    evidence: f.evidence.map((e) => ({ page: e.page, quote: e.quote })),
    checkId: open.checkId,
  }));
}
