/**
 * Assessment of Value analysis: a grid of the seven considerations of COLL 6.6.21R, each with whether the
 * report assesses it (figures, a comparison or a stated conclusion), only mentions it, or says nothing;
 * the rating it gives, quoted evidence with pages, and whether it states a conclusion and an action; a grid
 * per fund for reports on several funds; the share classes, funds and period the report names; and the
 * questions a board or the FCA would ask first. Pure: the same document gives the same result.
 *
 * The parts: considerations.ts (the seven, as data), language.ts (what assesses, concludes, is boilerplate),
 * assess-considerations.ts (one grid over a stretch of the report), funds.ts and period.ts (what the report
 * is about and when), overall-view.ts (questions and findings).
 */
import type { ExtractedDocument } from '../document-model.ts';
import { prepareDocument, type FlowBlock, type PreparedDocument } from '../analysis/document-text.ts';
import { clipQuote } from '../analysis/finding.ts';
import { findShareClasses } from '../analysis/names.ts';
import { assessConsiderations, type GridInput } from './assess-considerations.ts';
import type { AovResult, FundGrid } from './aov-types.ts';
import { findFundSections, findReportFunds, type FundSection } from './funds.ts';
import { OVERALL, isNegatedAt, matchesPositiveValue, matchesUnderperformance } from './language.ts';
import { overallView } from './overall-view.ts';
import { findAssessmentPeriod } from './period.ts';

export type { ConsiderationId } from './considerations.ts';
export type { RagRating } from './ratings.ts';
export type * from './aov-types.ts';

export interface AovOptions {
  /** Most questions returned in overall.questionsFirst; default 6. */
  maxQuestions?: number;
}

/** The blocks, units and sentences of one fund's stretches of the report. */
function fundInput(all: GridInput, section: FundSection): GridInput {
  const inside = (order: number) => section.ranges.some(([start, end]) => order >= start && order < end);
  const units = all.units.filter((u) => inside(u.blockOrder));
  const unitIndexes = new Set(units.map((u) => u.index));
  return {
    flow: all.flow.filter((fb) => inside(fb.order)),
    units,
    sentences: all.sentences.filter((s) => unitIndexes.has(s.unit)),
  };
}

function fundGrid(all: GridInput, section: FundSection): FundGrid {
  const input = fundInput(all, section);
  const { considerations } = assessConsiderations(input);
  return {
    fund: section.fund,
    ...(section.shareClass ? { shareClass: section.shareClass } : {}),
    page: section.page,
    shareClasses: findShareClasses(input.units).map((c) => c.name),
    considerations,
    assessedCount: considerations.filter((c) => c.assessed).length,
  };
}

/** Headings first (a title states the period most plainly), then sentences, then running headers. */
function periodCandidates(flow: FlowBlock[], sentences: GridInput['sentences']) {
  const headings = flow.filter((fb) => !fb.running && fb.block.kind === 'heading');
  const running = flow.filter((fb) => fb.running);
  return [
    ...headings.map((fb) => ({ page: fb.page, text: fb.block.text })),
    ...sentences,
    ...running.map((fb) => ({ page: fb.page, text: fb.block.text })),
  ];
}

export function analyzeAov(
  document: ExtractedDocument | PreparedDocument,
  options: AovOptions = {},
): AovResult {
  const prepared = prepareDocument(document);
  const { flow } = prepared;
  const { units, sentences } = prepared.text;
  const all: GridInput = { flow, units, sentences };
  const { considerations, pools, inSection } = assessConsiderations(all);

  const fundSections = findFundSections(flow);
  const shareClasses = prepared.shareClasses;
  const funds = findReportFunds(flow, fundSections.funds, prepared.fundNames);
  const reportFund = funds.length === 1 ? funds[0]!.name : '';
  const fundGrids = [
    ...(fundSections.funds.length >= 2 ? fundSections.funds : []),
    ...fundSections.classes.map((c) => ({ ...c, fund: c.fund || reportFund })),
  ].map((s) => fundGrid(all, s));
  const assessmentPeriod = findAssessmentPeriod(periodCandidates(flow, sentences));

  const overallHit =
    sentences.find(
      (s) => OVERALL.test(s.text) && !inSection.has(s.unit) && !isNegatedAt(s.text, s.text.search(OVERALL)),
    ) ?? sentences.find((s) => OVERALL.test(s.text));
  const overallConclusion = overallHit ? { page: overallHit.page, quote: clipQuote(overallHit.text) } : null;

  // performance below benchmark, with a conclusion that value was delivered
  const performance = considerations.find((c) => c.id === 'performance')!;
  const performancePool = pools.get('performance')!;
  const shortfall = [...performancePool.sentences, ...performancePool.mentions].find((s) =>
    matchesUnderperformance(s.text),
  );
  const valueDelivered =
    performance.ratingEquivalent === 'green' ||
    (performance.conclusion !== null && matchesPositiveValue(performance.conclusion.quote)) ||
    (performance.ratingEquivalent === null &&
      overallHit !== undefined &&
      matchesPositiveValue(overallHit.text));
  const performanceConcern =
    performance.covered && shortfall && valueDelivered
      ? { page: shortfall.page, quote: clipQuote(shortfall.text) }
      : null;

  const { questions, findings } = overallView(
    considerations,
    shareClasses,
    assessmentPeriod,
    overallConclusion,
    performanceConcern,
  );
  const missing = considerations.filter((c) => !c.covered).map((c) => c.id);
  return {
    considerations,
    shareClasses,
    funds,
    assessmentPeriod,
    overallConclusion,
    overall: {
      coveredCount: considerations.length - missing.length,
      assessedCount: considerations.filter((c) => c.assessed).length,
      missing,
      ratedCount: considerations.filter((c) => c.rating !== 'not-rated').length,
      questionsFirst: questions.slice(0, options.maxQuestions ?? 6),
    },
    fundGrids,
    findings,
  };
}
