// How long a document stays current under the packs' staleness rules (issue 30): the months of the first
// `document-age` rule that applies to it, so the server can store "goes stale on" beside its "as at" date and
// list what goes stale soon without running a check. The rule's own applicability decides (type, audience,
// condition such as "is a factsheet"), so the list and the check never disagree about which rule applies.
import type { ExtractedDocument } from '../document-model.ts';
import { checkDocument, type CheckDocumentOptions } from './check-document.ts';
import type { RulePack } from './schema.ts';

export interface DocumentAgeLimit {
  ruleId: string;
  citation: string;
  maxMonths: number;
}

/** The staleness rule that applies to this document and its limit in months, or null when none does. */
export function documentAgeLimit(
  document: ExtractedDocument,
  packs: readonly RulePack[],
  options: Pick<CheckDocumentOptions, 'documentType' | 'audience' | 'inferDocumentType'> = {},
): DocumentAgeLimit | null {
  const ageRules = packs.map((pack) => ({
    ...pack,
    rules: pack.rules.filter((rule) => rule.check.type === 'document-age'),
  }));
  // Measured on the last possible day against the earliest possible date, a rule that applies always fires,
  // and one that does not is not applicable: a finding names exactly the rules that apply.
  const result = checkDocument(document, ageRules, {
    ...options,
    checkDate: '9999-12-31',
    documentDate: '0001-01-01',
  });
  for (const finding of result.findings) {
    const rule = ageRules.flatMap((pack) => pack.rules).find((r) => r.id === finding.ruleId);
    if (rule?.check.type === 'document-age')
      return { ruleId: rule.id, citation: rule.citation.provision, maxMonths: rule.check.maxMonths };
  }
  return null;
}
