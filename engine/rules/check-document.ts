// Checks an extracted document against rule packs (DESIGN.md §7). Pure and deterministic: the same
// document, packs and options give the same result, findings in the same order.
import { DOCUMENT_TYPE_LABELS } from '#common/api/documents.ts';
import type { ExtractedDocument } from '../document-model.ts';
import { CheckContext, runCheck, type Evidence } from './checks.ts';
import { DocumentIndex } from './document-index.ts';
import { documentMeasures, type DocumentMeasures } from '../measures/document-measures.ts';
import { effectiveDocumentType } from './infer-document-type.ts';
import { passedBasis } from './passed-basis.ts';
import { productNotApplicableBecause } from './product-type.ts';
import type { Audience, Check, DocumentType, Metric, Rule, RulePack, Severity } from './schema.ts';

/** Bumped whenever a change to the engine (not to a pack) could alter a result for the same input. */
export const RULES_ENGINE_VERSION = '1.1.0';

export type Rag = 'red' | 'amber' | 'green';

export interface Finding {
  ruleId: string;
  ruleVersion: string;
  title: string;
  /** The provision, e.g. "COBS 4.2.1R". */
  citation: string;
  severity: Severity;
  message: string;
  /** Where it was found: page and the sentence quoted (≤ 240 characters). Empty for a statement that is missing outright. */
  evidence: Evidence[];
  /** Sentences involved; the evidence list is capped. */
  occurrences: number;
  /** How to fix it, with compliant wording. */
  suggestion: string;
}

export interface PassedRule {
  ruleId: string;
  ruleVersion: string;
  title: string;
  citation: string;
  severity: Severity;
  /** The text that satisfied the rule (the risk warning found), page and quote; empty when there is none. */
  evidence: Evidence[];
  /** What was found or measured, or what was looked for and not found ("None found in 12 pages: …"). */
  basis: string;
}

export interface RuleNote {
  ruleId: string;
  note: string;
}

export interface ComplianceResult {
  engineVersion: string;
  /** The type the document was checked as: the declared one, or the inferred one when they disagree. */
  documentType: DocumentType;
  /** Present when the document's content was recognised as another type than it was uploaded as. */
  inferredType?: { type: DocumentType; confidence: number; declared: DocumentType };
  rag: Rag;
  findings: Finding[];
  /** Rules checked and satisfied: a reviewer sees what was checked, not only what failed. */
  passed: PassedRule[];
  /** Rules not for this document type, audience, date or product, or that cannot be measured on it. */
  notApplicable: string[];
  /** Why each of `notApplicable` did not apply, in the same order. */
  notApplicableReasons: RuleNote[];
  /** Why a rule passed trivially or was not applicable. */
  notes: RuleNote[];
  /**
   * Sentences of the firm's boilerplate the reading measures left out (`excludeSentences`), with their pages;
   * absent when none were.
   */
  excludedSentences?: Evidence[];
  packs: { id: string; version: string }[];
  /**
   * The reading age and the document type's target, as every screen shows them (engine/measures); absent on
   * results stored before issue 30.
   */
  measures?: DocumentMeasures;
  stats: {
    pages: number;
    sentences: number;
    words: number;
    bodyFontSize: number | null;
    rulesTotal: number;
    rulesChecked: number;
    rulesPassed: number;
    rulesFailed: number;
    rulesNotApplicable: number;
    findingsBySeverity: Record<Severity, number>;
  };
}

export interface CheckDocumentOptions {
  /** The type the document was uploaded as; default "other" (only rules for all types apply). */
  documentType?: DocumentType;
  /** Who the communication is for; default "retail". */
  audience?: Audience;
  /** YYYY-MM-DD: rules whose provision is not yet in force on this date do not apply. Default: all apply. */
  asOf?: string;
  /**
   * YYYY-MM-DD: the day of the check, against which a document's "as at" date is measured (document-age rules).
   * The engine has no clock; without it those rules are not applicable.
   */
  checkDate?: string;
  /** YYYY-MM-DD: the document's "as at" date as stored on its version (read or corrected); else read here. */
  documentDate?: string;
  /** Evidence items kept per finding; default 10. */
  maxEvidencePerFinding?: number;
  /**
   * Limits for this document's target market, replacing the packs' `max` for metric-threshold rules, e.g.
   * `{ ukReadingAge: 11 }` for a communication aimed at customers with low literacy.
   */
  metricLimits?: Partial<Record<Metric, number>>;
  /**
   * Recognise the type from the content (KID, KII, factsheet, AoV report) and check the document as that
   * type when it disagrees with the declared one with high confidence, so a mis-typed upload still gets
   * the right rules. The result says so in `inferredType` and a note.
   */
  inferDocumentType?: boolean;
  /**
   * The firm's boilerplate as normal forms of sentences (boilerplateSentenceSet in readability/): left out of
   * the reading measures and listed in `excludedSentences`.
   */
  excludeSentences?: ReadonlySet<string>;
}

/** Note id of the document-type note (not a rule). */
export const DOCUMENT_TYPE_NOTE = 'document-type';

function typeToCheck(
  document: ExtractedDocument,
  options: CheckDocumentOptions,
): { documentType: DocumentType; inferred?: ComplianceResult['inferredType']; note?: RuleNote } {
  const declared = options.documentType ?? 'other';
  if (!options.inferDocumentType) return { documentType: declared };
  const { documentType, inferred } = effectiveDocumentType(document, declared);
  if (!inferred) return { documentType };
  return {
    documentType,
    inferred: { type: inferred.type, confidence: inferred.confidence, declared },
    note: {
      ruleId: DOCUMENT_TYPE_NOTE,
      note: `Checked as ${inferred.kind}: the document's headings match that template (${inferred.signals.join(', ')}); it was uploaded as ${DOCUMENT_TYPE_LABELS[declared] ?? declared}.`,
    },
  };
}

const SEVERITY_RANK: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

function fillMessage(template: string, values: Record<string, string | number>): string {
  return (
    template
      // A count of one takes the singular of the noun after it: "(1 sentence)", not "(1 sentences)".
      .replace(/\{(\w+)\} ([a-z]+)s\b/g, (whole, name: string, noun: string) =>
        values[name] === 1 ? `1 ${noun}` : whole,
      )
      .replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
      .replace(/\s+\(\)/g, '')
      .trim()
  );
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * Why a rule does not apply to this check, or null: its document types, audiences, date in force or products
 * (product-type.ts). Only the date also makes a note (the others are as the rule says, not of the document).
 */
function notApplicableBecause(
  rule: Rule,
  type: DocumentType,
  audience: Audience,
  asOf: string | undefined,
  context: CheckContext,
): { reason: string; note?: string } | null {
  if (rule.appliesTo !== 'all' && !rule.appliesTo.includes(type)) {
    const types = listOf(rule.appliesTo.map((t) => DOCUMENT_TYPE_LABELS[t] ?? t));
    return {
      reason: `Document type: the rule is for ${types} only; this document is checked as ${DOCUMENT_TYPE_LABELS[type] ?? type}.`,
    };
  }
  if (rule.audiences && !rule.audiences.includes(audience))
    return {
      reason: `Audience: the rule is for ${listOf(rule.audiences)} clients only; this communication is for ${audience} clients.`,
    };
  if (asOf !== undefined && rule.citation.inForceFrom > asOf) {
    const note = `Not in force until ${rule.citation.inForceFrom}.`;
    return { reason: note, note };
  }
  const product = productNotApplicableBecause(context, rule.products);
  return product ? { reason: product } : null;
}

function withLimits(check: Check, limits: CheckDocumentOptions['metricLimits'], target: number): Check {
  if (check.type !== 'metric-threshold') return check;
  if (limits?.[check.metric] !== undefined) return { ...check, max: limits[check.metric] };
  return check.max === 'target' ? { ...check, max: target } : check;
}

/** The measures, with a target market's own limit in place of the type's target where one is given. */
function measuresFor(
  document: ExtractedDocument,
  documentType: DocumentType,
  options: Pick<CheckDocumentOptions, 'metricLimits' | 'excludeSentences'>,
): DocumentMeasures {
  const measures = documentMeasures(document, { documentType, excludeSentences: options.excludeSentences });
  const limits = options.metricLimits;
  const limit = limits?.ukReadingAge;
  if (limit === undefined) return measures;
  return {
    ...measures,
    target: limit,
    targetReason: 'The limit set for this communication’s target market.',
    meetsTarget: measures.readingAge === null ? null : measures.readingAge <= limit,
  };
}

/**
 * The per-document state the rules share (sentences, concept statements). A caller that reads more from the
 * same document than findings (the SDR view's net zero targets) passes it to checkDocument, so the document
 * is read once and both see the same sentences.
 */
export function checkContextFor(
  document: ExtractedDocument,
  options: CheckDocumentOptions = {},
): CheckContext {
  return new CheckContext(
    new DocumentIndex(document),
    Math.max(1, options.maxEvidencePerFinding ?? 10),
    {
      ...(options.checkDate ? { checkDate: options.checkDate } : {}),
      ...(options.documentDate ? { documentDate: options.documentDate } : {}),
    },
    options.excludeSentences,
  );
}

export function checkDocument(
  document: ExtractedDocument,
  packs: readonly RulePack[],
  options: CheckDocumentOptions = {},
  context: CheckContext = checkContextFor(document, options),
): ComplianceResult {
  const { documentType, inferred, note: typeNote } = typeToCheck(document, options);
  const measures = measuresFor(document, documentType, options);
  const audience = options.audience ?? 'retail';
  const index = context.index;

  const findings: Finding[] = [];
  const passed: PassedRule[] = [];
  const notApplicable: string[] = [];
  const notApplicableReasons: RuleNote[] = [];
  const notes: RuleNote[] = typeNote ? [typeNote] : [];
  let rulesTotal = 0;

  for (const pack of packs) {
    for (const rule of pack.rules) {
      rulesTotal++;
      const skipped = notApplicableBecause(rule, documentType, audience, options.asOf, context);
      if (skipped) {
        notApplicable.push(rule.id);
        notApplicableReasons.push({ ruleId: rule.id, note: skipped.reason });
        if (skipped.note) notes.push({ ruleId: rule.id, note: skipped.note });
        continue;
      }
      const check = withLimits(rule.check, options.metricLimits, measures.target);
      const outcome = runCheck(context, check);
      const citation = rule.citation.provision;
      if (outcome.status === 'not-applicable') {
        notApplicable.push(rule.id);
        notApplicableReasons.push({ ruleId: rule.id, note: outcome.note });
        notes.push({ ruleId: rule.id, note: outcome.note });
      } else if (outcome.status === 'passed') {
        passed.push({
          ruleId: rule.id,
          ruleVersion: rule.version,
          title: rule.title,
          citation,
          severity: rule.severity,
          evidence: outcome.evidence ?? [],
          basis: passedBasis(check, outcome, document.pages.length),
        });
        if (outcome.note) notes.push({ ruleId: rule.id, note: outcome.note });
      } else {
        findings.push({
          ruleId: rule.id,
          ruleVersion: rule.version,
          title: rule.title,
          citation,
          severity: rule.severity,
          message: fillMessage(rule.message, outcome.values),
          evidence: outcome.evidence,
          occurrences: outcome.occurrences,
          suggestion: fillMessage(rule.suggestion, outcome.values),
        });
      }
    }
  }

  const firstPage = (f: Finding) => f.evidence[0]?.page ?? 0;
  findings.sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      firstPage(a) - firstPage(b) ||
      a.ruleId.localeCompare(b.ruleId),
  );
  passed.sort((a, b) => a.ruleId.localeCompare(b.ruleId));
  notApplicable.sort();
  notApplicableReasons.sort((a, b) => (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0));
  notes.sort((a, b) => a.ruleId.localeCompare(b.ruleId));

  const findingsBySeverity: Record<Severity, number> = { high: 0, medium: 0, low: 0 };
  for (const f of findings) findingsBySeverity[f.severity]++;
  const rag = ragOf(findings);
  const excludedSentences = context.excludedBoilerplate();

  return {
    engineVersion: RULES_ENGINE_VERSION,
    documentType,
    ...(inferred ? { inferredType: inferred } : {}),
    rag,
    findings,
    passed,
    notApplicable,
    notApplicableReasons,
    notes,
    ...(excludedSentences.length > 0 ? { excludedSentences } : {}),
    packs: packs.map((p) => ({ id: p.id, version: p.version })),
    measures,
    stats: {
      pages: document.pages.length,
      sentences: index.sentences.length,
      words: index.wordCount,
      bodyFontSize: index.bodyFontSize,
      rulesTotal,
      rulesChecked: findings.length + passed.length,
      rulesPassed: passed.length,
      rulesFailed: findings.length,
      rulesNotApplicable: notApplicable.length,
      findingsBySeverity,
    },
  };
}

/**
 * Red with any high finding, amber with any other, green with none. The server applies it to the findings a
 * reviewer has left open, so dismissed and resolved findings no longer colour the rating.
 */
export function ragOf(findings: readonly Pick<Finding, 'severity'>[]): Rag {
  if (findings.some((f) => f.severity === 'high')) return 'red';
  return findings.length > 0 ? 'amber' : 'green';
}
