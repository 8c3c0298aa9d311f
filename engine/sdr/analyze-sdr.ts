/**
 * SDR analysis: which of the four labels of ESG 4.1.1R a product claims and whether the text supports it;
 * sustainability terms in names and marketing without a label (ESG 4.3, naming and marketing); the
 * expected contents of a consumer-facing disclosure (ESG 5); and vague or unsubstantiated claims under the
 * anti-greenwashing rule (ESG 4.3.1R). Pure: the same document gives the same result.
 */
import type { ExtractedDocument } from '../document-model.ts';
import { prepareDocument, type PreparedDocument, type TextSentence } from '../analysis/document-text.ts';
import { clipQuote, quoteAround, type Finding, type FindingSeverity } from '../analysis/finding.ts';
import type { DocumentType, RulePack } from '../rules/index.ts';
import { sustainabilityTermCount } from '../measures/sustainability-terms.ts';
import { assessGreenClaims, type NetZeroTarget } from './green-claims.ts';
import {
  DISCLOSURE_ITEMS,
  LABEL_NAMES,
  LABEL_PATTERN,
  NO_LABEL_STATEMENT,
  SUPPORT_CHECKS,
  SUSTAINABILITY_TERMS,
  labelIdFromMatch,
  type DisclosureItemId,
  type SdrLabelId,
  type SupportCheckId,
} from './terms.ts';

export type { SdrLabelId, SupportCheckId, DisclosureItemId } from './terms.ts';
export type { NetZeroTarget } from './green-claims.ts';

export interface SdrEvidence {
  page: number;
  quote: string;
}

export interface LabelMention extends SdrEvidence {
  label: SdrLabelId;
  /** The product is said to use this label (not a mention in a list of the four, nor a negation). */
  claimed: boolean;
}

export interface SupportCheck {
  id: SupportCheckId;
  name: string;
  /** The claimed label's criteria need it. */
  required: boolean;
  present: boolean;
  evidence: SdrEvidence | null;
}

export interface TermUse {
  id: string;
  term: string;
  count: number;
  restricted: boolean;
  first: SdrEvidence;
}

export interface NameTerms {
  name: string;
  page: number | null;
  terms: string[];
  restrictedTerms: string[];
}

export interface DisclosureItem {
  id: DisclosureItemId;
  name: string;
  present: boolean;
  evidence: SdrEvidence | null;
}

/** An ESG 4.3.1R finding of the rule pack, as the SDR view shows it. */
export interface VagueClaim extends SdrEvidence {
  /** The pack rule's id, e.g. ESG4.3.1R-absolute-environmental-claims. */
  id: string;
  /** The pack rule's title. */
  name: string;
  /** Sentences the rule flagged (as Compliance counts them). */
  count: number;
  absolute: boolean;
  /** Every flagged sentence (capped as Compliance caps evidence). */
  quotes: SdrEvidence[];
}

export interface SdrResult {
  labelClaimed: SdrLabelId | null;
  labelName: string | null;
  labelMentions: LabelMention[];
  noLabelStatement: SdrEvidence | null;
  support: SupportCheck[];
  /** Names of the product (title, main heading, fund names) and the sustainability terms they use. */
  names: NameTerms[];
  terms: TermUse[];
  termCount: number;
  termsPer1000Words: number;
  /** Consumer-facing disclosure contents (ESG 5); checked as findings only for SDR documents. */
  disclosure: DisclosureItem[];
  /** False when no rule pack was given: anti-greenwashing was then not checked (not "nothing found"). */
  greenClaimsChecked: boolean;
  vagueClaims: VagueClaim[];
  /** Net zero targets and commitments, each with the plan and progress evidence found beside it. */
  netZeroTargets: NetZeroTarget[];
  findings: Finding[];
}

export interface SdrOptions {
  /**
   * Treat the document as a consumer-facing disclosure or SDR report: missing ESG 5 contents and a
   * missing label (or no-label statement) become findings. Default false.
   */
  isDisclosure?: boolean;
  /**
   * The rule packs (the server's, loaded once): their ESG 4.3.1R rules decide the anti-greenwashing part,
   * so Compliance and the SDR view agree on every sentence. Without them that part is not checked.
   */
  rulePacks?: readonly RulePack[];
  /** The document's type, as Compliance is given it. */
  documentType?: DocumentType;
}

// ---------------------------------------------------------------------------------------------------------

const CLAIM_CUE =
  /\b(?:has|have|had|uses?|using|used|carries|carry|carrying|adopted|adopts|awarded|qualif(?:y|ies|ied) for|meets? the (?:criteria|requirements) (?:for|of)|labelled|displays?|under the)\b|\blabel\s*[:–-]/i;
const NEGATION = /\b(?:not|no|never|without|neither|nor|isn't|doesn't|does not|is not)\b/i;

function labelMentions(
  sentences: TextSentence[],
  headings: { text: string; page: number }[],
): LabelMention[] {
  const mentions: LabelMention[] = [];
  const scan = (text: string, page: number, isHeading: boolean) => {
    const flat = text.replace(/\s+/g, ' ');
    // the label's name as a name: capitalised ("Sustainability Focus"), quoted, or next to "label";
    // "our sustainability focus remains…" is ordinary prose
    const found = [...flat.matchAll(LABEL_PATTERN)].filter(
      (m) => /^\S+[\s-]+\p{Lu}/u.test(m[0]) || /label/i.test(flat) || /["'“‘]$/u.test(flat.slice(0, m.index)),
    );
    if (found.length === 0) return;
    const distinct = new Set(found.map((m) => labelIdFromMatch(m[1]!)));
    for (const match of found) {
      const label = labelIdFromMatch(match[1]!);
      const before = flat.slice(Math.max(0, match.index - 60), match.index);
      const words = flat.split(' ').length;
      const explanatory = distinct.size >= 2;
      const negated = NEGATION.test(before);
      const cue =
        CLAIM_CUE.test(flat) ||
        /\blabel\b/i.test(flat.slice(match.index, match.index + match[0].length + 20));
      const claimed = !explanatory && !negated && (isHeading || words <= 6 || cue);
      mentions.push({
        label,
        claimed,
        page,
        quote: quoteAround(flat, match.index, match.index + match[0].length),
      });
    }
  };
  for (const h of headings) scan(h.text, h.page, true);
  for (const s of sentences) scan(s.text, s.page, false);
  return mentions.sort((a, b) => a.page - b.page);
}

/**
 * A contents line ("3. Our sustainability objective ........ 4"), a heading on its own or a page reference
 * is not a statement of the item: it names a section that may say nothing.
 */
export function isContentsLine(text: string): boolean {
  const t = text.trim();
  if (/(?:\.\s?){4,}|…{2,}|·{3,}|_{3,}/u.test(t)) return true;
  const words = t.split(/\s+/).length;
  if (/\s(?:p\.?\s?)?\d{1,3}$/.test(t) && !/[.!?;:]\s/.test(t) && words <= 14) return true;
  return words <= 4 && !/[.!?]$/.test(t);
}

/** Words that tie a figure or a metric to sustainability (not "80% in fixed income"). */
const SUSTAINABILITY_CONTEXT =
  /\bsustainab\w*|\bESG\b|\benvironment\w*|\bsocial\b|\bclimate\b|\bcarbon\b|\bemissions?\b|\bnet[- ]zero\b|\bgreen\b|\bimpact\b|\bresponsibl\w*|\bethical\w*|\btransition\b|\blow[- ]carbon\b|\bpositive (?:outcomes?|change)\b|\bParis\b|\btaxonomy\b|\bcoal\b|\bfossil\b|\bexclu(?:de|des|ded|ding|sions?)\b/i;

/** Items whose words also describe ordinary investing: their evidence must be about sustainability. */
const NEEDS_SUSTAINABILITY_CONTEXT = new Set<string>(['threshold-70', 'kpis', 'policy-strategy']);

function firstEvidence(
  sentences: TextSentence[],
  pattern: RegExp,
  accept?: (text: string) => boolean,
): SdrEvidence | null {
  for (const s of sentences) {
    const match = pattern.exec(s.text);
    if (match && !isContentsLine(s.text) && (!accept || accept(s.text))) {
      return { page: s.page, quote: quoteAround(s.text, match.index, match.index + match[0].length) };
    }
  }
  return null;
}

function acceptFor(id: string): ((text: string) => boolean) | undefined {
  const needsContext = NEEDS_SUSTAINABILITY_CONTEXT.has(id);
  if (id === 'threshold-70') return (t) => ASSETS.test(t) && SUSTAINABILITY_CONTEXT.test(t);
  return needsContext ? (t) => SUSTAINABILITY_CONTEXT.test(t) : undefined;
}

const LABEL_TEST = new RegExp(LABEL_PATTERN.source, 'i');
const NAME_AFTER =
  /^(?:[\p{Lu}\d&][\p{L}\d&'’.-]*\s+){0,6}?(?:Fund|Funds|Trust|Index|Indices|Portfolio|ETF|OEIC|Plan)\b/u;

/**
 * Part of a proper name ("Baillie Gifford Positive Change Fund", "FTSE4Good ESG Index"): a name is checked
 * as a name, not as a marketing claim each time it recurs.
 */
export function isInName(text: string, index: number, matched: string): boolean {
  if (!/^\p{Lu}/u.test(matched)) return false;
  if (NAME_AFTER.test(text.slice(index))) return true;
  const words = matched.split(/[\s-]+/);
  const titleCase = words.every((w) => /^\p{Lu}/u.test(w)) && words.some((w) => /\p{Ll}/u.test(w));
  const midSentence = /[\p{L}\d,&]\s*$/u.test(text.slice(0, index));
  return titleCase && midSentence;
}

const ASSETS = /\b(?:assets|portfolio|holdings|invested|investments?|net asset value|NAV)\b/i;
const RAG_GREEN =
  /\b(?:rated|rating|RAG|status|score)\W+(?:\w+\W+){0,2}green\b|\bgreen\W+(?:rating|rated|status|RAG)\b/i;
const RISK_INDICATOR = /\bsummary risk indicator\b|\brisk indicator \(SRI\)/i;

const GLOBAL_TERMS = SUSTAINABILITY_TERMS.map((def) => ({
  def,
  pattern: new RegExp(def.pattern.source, `${def.pattern.flags.replace('g', '')}g`),
}));
/** Cheap test that a sentence may hold a sustainability term, so most sentences skip the term patterns. */
const TERM_HINT =
  /sustainab|impact|ESG|green|net.zero|climate|responsib|ethical|transition|SRI|Paris|low.carbon|environment|positive change/i;

function countTerms(sentences: TextSentence[], fullText: string): TermUse[] {
  const sriIsRisk = RISK_INDICATOR.test(fullText);
  const uses = new Map<string, TermUse>();
  for (const s of sentences) {
    if (!TERM_HINT.test(s.text)) continue;
    for (const { def, pattern } of GLOBAL_TERMS) {
      if (def.id === 'sri' && sriIsRisk) continue;
      pattern.lastIndex = 0;
      for (const match of s.text.matchAll(pattern)) {
        // "green" as a RAG rating or a table cell is not a sustainability claim
        if (def.id === 'green' && (RAG_GREEN.test(s.text) || s.text.trim().toLowerCase() === 'green'))
          continue;
        if (isInName(s.text, match.index, match[0])) continue;
        const use = uses.get(def.id);
        if (use) use.count++;
        else {
          uses.set(def.id, {
            id: def.id,
            term: def.term,
            count: 1,
            restricted: def.restricted,
            first: { page: s.page, quote: quoteAround(s.text, match.index, match.index + match[0].length) },
          });
        }
      }
    }
  }
  return [...uses.values()].sort((a, b) => b.count - a.count || a.term.localeCompare(b.term));
}

function productNames(prepared: PreparedDocument): { name: string; page: number | null }[] {
  const { doc, flow } = prepared;
  const names: { name: string; page: number | null }[] = [];
  const seen = new Set<string>();
  const add = (name: string, page: number | null) => {
    const clean = name.replace(/\s+/g, ' ').trim();
    const key = clean.toLowerCase();
    if (clean.length < 3 || clean.length > 160 || seen.has(key)) return;
    seen.add(key);
    names.push({ name: clean, page });
  };
  if (doc.metadata.title) add(doc.metadata.title, null);
  // the most prominent heading on the first page with one is the document's (usually the product's) name
  const firstHeadings = flow.filter((fb) => !fb.running && fb.block.kind === 'heading');
  const firstPage = firstHeadings[0]?.page;
  const top = firstHeadings
    .filter((fb) => fb.page === firstPage)
    .sort((a, b) => (a.block.level ?? 1) - (b.block.level ?? 1) || b.block.fontSize - a.block.fontSize)[0];
  if (top) add(top.block.text, top.page);
  for (const fund of prepared.fundNames.slice(0, 10)) add(fund.name, fund.page);
  return names;
}

// ---------------------------------------------------------------------------------------------------------

const SCOPE_NOTE =
  'The naming and marketing rules apply to in-scope firms and products (UK funds from 2 December 2024); check whether this product is in scope (pension and overseas products may not be) before relying on this.';

export function analyzeSdr(
  document: ExtractedDocument | PreparedDocument,
  options: SdrOptions = {},
): SdrResult {
  const prepared = prepareDocument(document);
  const { doc, flow } = prepared;
  const { sentences, wordCount } = prepared.text;
  const headings = flow
    .filter((fb) => !fb.running && fb.block.kind === 'heading')
    .map((fb) => ({ text: fb.block.text, page: fb.page }));
  const findings: Finding[] = [];

  // labels
  const mentions = labelMentions(sentences, headings);
  const claimCounts = new Map<SdrLabelId, number>();
  for (const m of mentions) if (m.claimed) claimCounts.set(m.label, (claimCounts.get(m.label) ?? 0) + 1);
  const labelClaimed = [...claimCounts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const noLabelHit = firstEvidence(sentences, NO_LABEL_STATEMENT);
  const labelEvidence = labelClaimed ? mentions.find((m) => m.claimed && m.label === labelClaimed)! : null;

  // support for the label
  const support: SupportCheck[] = SUPPORT_CHECKS.map((def) => {
    const evidence = firstEvidence(sentences, def.pattern, acceptFor(def.id));
    return {
      id: def.id,
      name: def.name,
      required: labelClaimed !== null && def.requiredFor.includes(labelClaimed),
      present: evidence !== null,
      evidence,
    };
  });
  if (labelClaimed && labelEvidence) {
    for (const check of support) {
      if (!check.required || check.present) continue;
      const critical = check.id === 'objective' || check.id === 'threshold-70';
      findings.push({
        id: `sdr.label-unsupported.${check.id}`,
        severity: critical ? 'high' : 'medium',
        message: `${LABEL_NAMES[labelClaimed]} label claimed, but the text does not state ${check.name}`,
        page: labelEvidence.page,
        quote: labelEvidence.quote,
        citation: 'ESG 4.1.1R',
        suggestion: `State ${check.name}, as the ${LABEL_NAMES[labelClaimed]} label's criteria require, or do not use the label.`,
      });
    }
  }
  if (mentions.some((m) => m.claimed && m.label !== labelClaimed)) {
    const other = mentions.find((m) => m.claimed && m.label !== labelClaimed)!;
    findings.push({
      id: 'sdr.several-labels',
      severity: 'high',
      message: `More than one label appears to be claimed (${LABEL_NAMES[labelClaimed!]} and ${LABEL_NAMES[other.label]})`,
      page: other.page,
      quote: other.quote,
      citation: 'ESG 4.1.1R',
      suggestion:
        'A product uses one label only; for a blend of strategies the label is Sustainability Mixed Goals.',
    });
  }

  // terms in names and marketing
  const terms = countTerms(sentences, doc.text);
  const termCount = sustainabilityTermCount(terms);
  const names: NameTerms[] = productNames(prepared).map(({ name, page }) => {
    const used = SUSTAINABILITY_TERMS.filter(
      (t) => t.namePattern.test(name) && !(t.id === 'sri' && RISK_INDICATOR.test(doc.text)),
    );
    return {
      name,
      page,
      terms: used.map((t) => t.term),
      restrictedTerms: used.filter((t) => t.restricted).map((t) => t.term),
    };
  });
  if (!labelClaimed) {
    const restricted = names.find((n) => n.restrictedTerms.length > 0 && !LABEL_TEST.test(n.name));
    if (restricted) {
      findings.push({
        id: 'sdr.restricted-term-in-name',
        severity: 'high',
        message: `"${restricted.restrictedTerms.join('", "')}" in the product name "${clipQuote(restricted.name, 100)}" without a sustainability label`,
        ...(restricted.page !== null ? { page: restricted.page } : {}),
        quote: clipQuote(restricted.name),
        citation: 'ESG 4.3',
        suggestion: `Without a label the terms "sustainable", "sustainability" and "impact" may not be used in a product's name: use a label if the product qualifies, or rename it. ${SCOPE_NOTE}`,
      });
    }
    const otherTerms = names.find((n) => n.terms.length > 0 && n.restrictedTerms.length === 0);
    if (otherTerms) {
      findings.push({
        id: 'sdr.term-in-name',
        severity: noLabelHit ? 'low' : 'medium',
        message: `Sustainability term "${otherTerms.terms.join('", "')}" in the product name "${clipQuote(otherTerms.name, 100)}" without a label${noLabelHit ? '' : ' or a statement that it has none'}`,
        ...(otherTerms.page !== null ? { page: otherTerms.page } : {}),
        quote: clipQuote(otherTerms.name),
        citation: 'ESG 4.3',
        suggestion: `Without a label, other sustainability terms may appear in a name only if the product has sustainability characteristics that the name reflects, publishes a consumer-facing disclosure and states prominently that it does not have a UK sustainability investment label (and why). ${SCOPE_NOTE}`,
      });
    }
    // "environmental" alone does not raise the finding, as before; the count it prints is every screen's
    const marketing = terms.filter((t) => t.id !== 'environmental');
    const marketingCount = sustainabilityTermCount(marketing);
    if (!noLabelHit && marketingCount >= 3 && marketing[0]) {
      findings.push({
        id: 'sdr.marketing-terms-without-label',
        severity: 'medium',
        message: `Sustainability terms used ${termCount} times (${terms
          .slice(0, 4)
          .map((t) => `${t.term} ×${t.count}`)
          .join(', ')}) with no label and no statement that the product has none`,
        page: marketing[0].first.page,
        quote: marketing[0].first.quote,
        citation: 'ESG 4.3',
        suggestion: `Where sustainability terms are used in marketing a product without a label, state prominently that it does not have a UK sustainability investment label and explain why; make sure each term reflects the product's sustainability characteristics. ${SCOPE_NOTE}`,
      });
    }
  }

  // consumer-facing disclosure contents
  const disclosure: DisclosureItem[] = DISCLOSURE_ITEMS.map((def) => {
    if (def.id === 'label-or-statement') {
      const evidence = labelEvidence ? { page: labelEvidence.page, quote: labelEvidence.quote } : noLabelHit;
      return { id: def.id, name: def.name, present: evidence !== null, evidence };
    }
    const evidence = def.pattern ? firstEvidence(sentences, def.pattern, acceptFor(def.id)) : null;
    return { id: def.id, name: def.name, present: evidence !== null, evidence };
  });
  if (options.isDisclosure) {
    for (const item of disclosure) {
      if (item.present) continue;
      const severity: FindingSeverity =
        item.id === 'label-or-statement' || item.id === 'objective' ? 'high' : 'medium';
      findings.push({
        id: `sdr.disclosure-missing.${item.id}`,
        severity,
        message: `The consumer-facing disclosure does not state ${item.name}`,
        citation: 'ESG 5',
        suggestion:
          item.id === 'label-or-statement'
            ? 'Show the label (with the FCA graphic) or state that the product does not have a UK sustainability investment label, and why.'
            : `Add ${item.name}, in plain language, to the consumer-facing disclosure.`,
      });
    }
  }

  // anti-greenwashing (ESG 4.3.1R): the rule pack's verdicts
  const green = options.rulePacks
    ? assessGreenClaims(doc, options.rulePacks, options.documentType)
    : { findings: [], netZeroTargets: [] };
  const vague: VagueClaim[] = green.findings.map((f) => ({
    id: f.ruleId,
    name: f.title,
    count: f.occurrences,
    absolute: f.severity === 'high',
    page: f.evidence[0]?.page ?? 1,
    quote: f.evidence[0]?.quote ?? '',
    quotes: f.evidence,
  }));
  for (const f of green.findings) {
    findings.push({
      id: `sdr.vague-claim.${f.ruleId}`,
      severity: f.severity,
      message: `${f.title}: ${f.message}${f.occurrences > 1 ? ` (${f.occurrences} times)` : ''}`,
      ...(f.evidence[0] ? { page: f.evidence[0].page, quote: f.evidence[0].quote } : {}),
      citation: f.citation,
      suggestion: f.suggestion,
    });
  }

  return {
    labelClaimed,
    labelName: labelClaimed ? LABEL_NAMES[labelClaimed] : null,
    labelMentions: mentions,
    noLabelStatement: noLabelHit,
    support,
    names,
    terms,
    termCount,
    termsPer1000Words: wordCount > 0 ? Math.round((termCount * 10_000) / wordCount) / 10 : 0,
    disclosure,
    greenClaimsChecked: options.rulePacks !== undefined,
    vagueClaims: vague,
    netZeroTargets: green.netZeroTargets,
    findings,
  };
}
