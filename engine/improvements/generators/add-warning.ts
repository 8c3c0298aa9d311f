/**
 * A missing risk or past-performance warning (a finding of the compliance packs) is added with the rule's
 * own compliant wording, in body-size bold type, where a reader meets the claim it qualifies: the
 * capital-at-risk warning at the start, the past-performance warning after the first performance figures,
 * the currency warning after the first mention of overseas investment, the tax qualification after the
 * first tax benefit.
 */
import type { FlowBlock } from '../../analysis/document-text.ts';
import type { Finding } from '../../rules/index.ts';
import type { PersonaCategory } from '../types.ts';
import type { GenerationContext, Generated } from './context.ts';

interface WarningRule {
  /** Where it goes: after the first block matching, or at the start of the document. */
  after: RegExp | null;
  categories: PersonaCategory[];
}

export const WARNING_RULES: Record<string, WarningRule> = {
  'COBS4.5.2R-capital-at-risk': { after: null, categories: ['performance', 'action'] },
  'COBS4.6.2R-past-performance-warning': {
    after: /\bperformance\b[\s\S]*\d\s?%|\d\s?%[\s\S]*\bperformance\b|\breturn(?:ed|s)?\b[\s\S]*\d\s?%/i,
    categories: ['performance'],
  },
  'COBS4.5.2R-currency-risk': {
    after: /\b(?:overseas|foreign|emerging\s+markets?|global|international|worldwide|denominated\s+in)\b/i,
    categories: ['performance'],
  },
  'COBS4.2.1R-tax-treatment': { after: /\btax\b/i, categories: ['cost', 'action'] },
};

/** The first quoted wording of a rule's suggestion: `Add, prominently: "Capital at risk. …"`. */
export function compliantWording(suggestion: string): string | null {
  const m = /["“]([^"”]{10,})["”]/.exec(suggestion);
  return m ? m[1]!.trim() : null;
}

/** The first block of the body (after the title) where the text starts: warnings go before it. */
function startOfBody(flow: FlowBlock[]): FlowBlock | undefined {
  return flow.find((fb) => !fb.running && fb.block.kind !== 'heading') ?? flow[0];
}

export function addWarningSuggestions(ctx: GenerationContext): Generated[] {
  const out: Generated[] = [];
  for (const finding of ctx.compliance.findings) {
    const rule = WARNING_RULES[finding.ruleId];
    if (!rule) continue;
    const wording = compliantWording(finding.suggestion);
    if (!wording) continue;
    out.push(toSuggestion(ctx, finding, rule, wording));
  }
  return out.filter((s): s is Generated => s !== null);
}

function toSuggestion(
  ctx: GenerationContext,
  finding: Finding,
  rule: WarningRule,
  wording: string,
): Generated {
  const flow = ctx.text.flow.filter((fb) => !fb.running);
  const anchor = rule.after
    ? flow.find((fb) => fb.block.kind !== 'heading' && rule.after!.test(fb.block.text))
    : undefined;
  const at = anchor ?? startOfBody(ctx.text.flow);
  const page = at?.page ?? 1;
  // after the anchor block, or before the first body block when the warning opens the document
  const before = anchor ? anchor.indexOnPage + 1 : (at?.indexOnPage ?? 0);
  const passage = at?.block.text.replace(/\s+/g, ' ').trim().slice(0, 240) ?? '';
  return {
    id: `add-warning-${finding.ruleId}`,
    type: 'add-warning',
    page,
    passage,
    original: '',
    proposed: wording,
    reason: `${finding.message} Add the warning in the rule's compliant wording, as prominent as the text around it.`,
    addresses: { kind: 'rule', id: finding.ruleId, label: finding.title, citation: finding.citation },
    categories: rule.categories,
    recommended: true,
    edits: [{ op: 'insert', page, before, kind: 'paragraph', text: wording }],
    target: null,
  };
}
