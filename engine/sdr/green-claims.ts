/**
 * The anti-greenwashing part of the SDR view (ESG 4.3.1R), read from the ESG rule pack: the same rules and
 * concept functions Compliance runs, so a sentence that passes on one screen passes on the other. Also the
 * pack's net zero concept, target by target: is there a plan beside it, and evidence of progress?
 */
import type { ExtractedDocument } from '../document-model.ts';
import {
  checkContextFor,
  checkDocument,
  type DocumentType,
  type Finding as RuleFinding,
  type Rule,
  type RulePack,
} from '../rules/index.ts';
import { evidenceOf } from '../rules/check-support.ts';
import { conceptStatements, satisfierNear } from '../rules/concept-check.ts';
import type { ConceptCheck } from '../rules/schema.ts';
import { clipQuote } from '../analysis/finding.ts';

/** The provision whose rules the SDR view takes from the packs. */
export const ANTI_GREENWASHING_PROVISION = 'ESG 4.3.1R';
const NET_ZERO_CONCEPT = 'net-zero-target';

export interface GreenClaimEvidence {
  page: number;
  quote: string;
}

export interface NetZeroTarget extends GreenClaimEvidence {
  /** A plan beside the target (interim cuts, a transition plan, engagement and voting), as the pack decides. */
  plan: GreenClaimEvidence | null;
  /** Evidence of progress beside it: a baseline year, a reduction achieved, emissions measured. */
  progress: GreenClaimEvidence | null;
}

export interface GreenClaimsResult {
  /** The pack's ESG 4.3.1R findings, exactly as Compliance reports them. */
  findings: RuleFinding[];
  /** The rules that ran (id and version), so a reader can see which pack decided. */
  rules: { id: string; version: string }[];
  netZeroTargets: NetZeroTarget[];
}

/** A baseline, a reduction achieved or emissions measured: what shows a target is being met. */
const PROGRESS =
  /\b(?:baseline|base year)\b|\b(?:since|from|against|compared (?:with|to)|relative to) (?:its |our |the )?(?:19|20)\d\d\b|\b\d+(?:\.\d+)?\s?(?:%|per ?cent) (?:lower|below|less|reduction|cut|down|fall|decrease)\b|\b(?:reduced|cut|lowered|fell|fallen|down|decreased) (?:by )?\d+(?:\.\d+)?\s?(?:%|per ?cent)|\b\d[\d,.]*\s?(?:tonnes|tCO2e?)\b/i;

export function antiGreenwashingRules(packs: readonly RulePack[]): { pack: RulePack; rules: Rule[] }[] {
  return packs
    .map((pack) => ({
      pack,
      rules: pack.rules.filter((r) => r.citation.provision === ANTI_GREENWASHING_PROVISION),
    }))
    .filter((p) => p.rules.length > 0);
}

export function assessGreenClaims(
  document: ExtractedDocument,
  packs: readonly RulePack[],
  documentType?: DocumentType,
): GreenClaimsResult {
  const selected = antiGreenwashingRules(packs);
  const context = checkContextFor(document);
  const result = checkDocument(
    document,
    selected.map(({ pack, rules }) => ({ ...pack, rules })),
    documentType ? { documentType } : {},
    context,
  );
  const rules = selected.flatMap((p) => p.rules);
  const netZeroRule = rules.find(
    (r): r is Rule & { check: ConceptCheck } =>
      r.check.type === 'concept' && r.check.concept === NET_ZERO_CONCEPT,
  );
  const netZeroTargets: NetZeroTarget[] = [];
  if (netZeroRule) {
    const check = netZeroRule.check;
    const sentences = context.index.sentences;
    for (const statement of conceptStatements(context, check)) {
      const plan = satisfierNear(context, check, statement);
      const target = evidenceOf(context, [statement], 1).evidence[0]!;
      const window = check.unless?.withinSentences ?? 2;
      let progress: GreenClaimEvidence | null = null;
      for (let i = statement.sentence - window; i <= statement.sentence + window && !progress; i++) {
        const s = sentences[i];
        if (s && s.page === sentences[statement.sentence]!.page && PROGRESS.test(s.text)) {
          progress = { page: s.page, quote: clipQuote(s.text) };
        }
      }
      netZeroTargets.push({
        ...target,
        plan: plan ? evidenceOf(context, [plan], 1).evidence[0]! : null,
        progress,
      });
    }
  }
  return {
    findings: result.findings,
    rules: rules.map((r) => ({ id: r.id, version: r.version })),
    netZeroTargets,
  };
}
