// Scores rule packs against labelled cases: per rule and per concept, true and false positives, misses,
// precision and recall. Pure: the caller loads the packs and the cases. Used by bench/rules-eval.ts on the
// external set (external-set/), whose labels are concepts mapped to rule ids.
import { checkDocument } from '../check-document.ts';
import type { DocumentType, RulePack } from '../schema.ts';
import { documentFromText } from './build-document.ts';

export interface EvaluationCase {
  id: string;
  documentType: DocumentType;
  bodyFontSize?: number;
  text: string;
  /** Concepts that must produce a finding from their rule. */
  breaches: readonly string[];
  /** Concepts whose rule must not produce a finding. */
  clean: readonly string[];
}

export interface Score {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  /** tp / (tp + fp); null when the rule never fired on a labelled case. */
  precision: number | null;
  /** tp / (tp + fn); null when there is no breach to find. */
  recall: number | null;
  /** Case ids the rule missed (fn) and wrongly flagged (fp), for reading the failures. */
  missed: string[];
  falseAlarms: string[];
}

export interface Evaluation {
  cases: number;
  perRule: Record<string, Score>;
  /** Concepts without a rule count every breach as missed and every clean case as a true negative. */
  perConcept: Record<string, Score & { rule: string | null }>;
  /** Pooled over the concepts that have a rule. */
  micro: Score;
}

const emptyScore = (): Score => ({
  tp: 0,
  fp: 0,
  fn: 0,
  tn: 0,
  precision: null,
  recall: null,
  missed: [],
  falseAlarms: [],
});

function tally(score: Score, caseId: string, isBreach: boolean, fired: boolean): void {
  if (isBreach && fired) score.tp++;
  else if (isBreach) {
    score.fn++;
    score.missed.push(caseId);
  } else if (fired) {
    score.fp++;
    score.falseAlarms.push(caseId);
  } else score.tn++;
}

function withRatios<T extends Score>(score: T): T {
  const ratio = (num: number, den: number) => (den === 0 ? null : Math.round((num / den) * 1000) / 1000);
  return {
    ...score,
    precision: ratio(score.tp, score.tp + score.fp),
    recall: ratio(score.tp, score.tp + score.fn),
  };
}

/** A score's counts and ratios without the case ids (for printing a summary). */
export function withoutCaseIds<T extends Score>(score: T): Omit<T, 'missed' | 'falseAlarms'> {
  const { missed: _missed, falseAlarms: _falseAlarms, ...counts } = score;
  return counts;
}

/** Counts and ratios alone (no case ids) of rows already judged breach or not and fired or not. */
export function countScore(
  rows: readonly { isBreach: boolean; fired: boolean }[],
): Omit<Score, 'missed' | 'falseAlarms'> {
  const score = emptyScore();
  for (const row of rows) tally(score, '', row.isBreach, row.fired);
  return withoutCaseIds(withRatios(score));
}

/** Rule ids each case's document produced a finding for. */
export function firedRules(
  cases: readonly EvaluationCase[],
  packs: readonly RulePack[],
): Map<string, Set<string>> {
  const fired = new Map<string, Set<string>>();
  for (const c of cases) {
    const document = documentFromText(
      c.text,
      c.bodyFontSize === undefined ? {} : { bodyFontSize: c.bodyFontSize },
    );
    const result = checkDocument(document, packs, { documentType: c.documentType });
    fired.set(c.id, new Set(result.findings.map((f) => f.ruleId)));
  }
  return fired;
}

export function evaluateCases(
  cases: readonly EvaluationCase[],
  packs: readonly RulePack[],
  conceptRules: Readonly<Record<string, string | null>>,
): Evaluation {
  return scoreFired(cases, firedRules(cases, packs), conceptRules);
}

/** Scores the rule ids each case fired, however they were found (the packs alone, or with a reviewer's). */
export function scoreFired(
  cases: readonly EvaluationCase[],
  fired: ReadonlyMap<string, ReadonlySet<string>>,
  conceptRules: Readonly<Record<string, string | null>>,
): Evaluation {
  const perRule: Record<string, Score> = {};
  const perConcept: Record<string, Score & { rule: string | null }> = {};
  for (const [concept, rule] of Object.entries(conceptRules)) {
    perConcept[concept] = { ...emptyScore(), rule };
    if (rule !== null) perRule[rule] ??= emptyScore();
  }
  const micro = emptyScore();
  for (const c of cases) {
    const found = fired.get(c.id) ?? new Set<string>();
    const labels = [
      ...c.breaches.map((concept) => ({ concept, isBreach: true })),
      ...c.clean.map((concept) => ({ concept, isBreach: false })),
    ];
    for (const { concept, isBreach } of labels) {
      const conceptScore = perConcept[concept];
      if (conceptScore === undefined) throw new Error(`Case ${c.id}: unknown concept "${concept}"`);
      const rule = conceptScore.rule;
      const isFired = rule !== null && found.has(rule);
      tally(conceptScore, c.id, isBreach, isFired);
      if (rule === null) continue;
      tally(perRule[rule]!, c.id, isBreach, isFired);
      tally(micro, c.id, isBreach, isFired);
    }
  }
  return {
    cases: cases.length,
    perRule: Object.fromEntries(Object.entries(perRule).map(([id, s]) => [id, withRatios(s)])),
    perConcept: Object.fromEntries(Object.entries(perConcept).map(([id, s]) => [id, withRatios(s)])),
    micro: withRatios(micro),
  };
}
