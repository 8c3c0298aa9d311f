/** What a board or the FCA would ask first, and the findings, from the grid of considerations. */
import { clipQuote, type Finding } from '../analysis/finding.ts';
import type { NamedItem } from '../analysis/names.ts';
import type { AovEvidence, ConsiderationResult } from './aov-types.ts';
import { considerationById } from './considerations.ts';
import { COMPARISON, FIGURE } from './language.ts';

export function overallView(
  results: ConsiderationResult[],
  shareClasses: NamedItem[],
  assessmentPeriod: AovEvidence | null,
  overallConclusion: AovEvidence | null,
  performanceConcern: AovEvidence | null,
): { questions: string[]; findings: Finding[] } {
  const questions: string[] = [];
  const findings: Finding[] = [];
  const byId = new Map(results.map((r) => [r.id, r]));

  for (const r of results) {
    if (r.covered) continue;
    const def = considerationById(r.id);
    const emptyHeading = r.headingPages.length > 0 && r.coverage === 'none';
    const notAssessed = r.notes.some((n) => n.startsWith('The report says this was not assessed'));
    questions.push(
      notAssessed
        ? `Why was ${r.name.toLowerCase()} (${r.citation}) not assessed?`
        : emptyHeading
          ? `The ${r.name.toLowerCase()} heading (page ${r.headingPages[0]}) has ${r.sectionWords === 0 ? 'nothing' : 'almost nothing'} under it: what was assessed (${r.citation})?`
          : `Where is the assessment of ${r.name.toLowerCase()} (${r.citation})?`,
    );
    findings.push({
      id: notAssessed
        ? `aov.not-assessed.${r.id}`
        : emptyHeading
          ? `aov.empty-heading.${r.id}`
          : `aov.missing.${r.id}`,
      severity: 'high',
      message: notAssessed
        ? `${r.name} is stated as not assessed`
        : emptyHeading
          ? `${r.name}: heading without ${r.sectionWords === 0 ? '' : 'substantive '}content (page ${r.headingPages[0]})`
          : `No assessment of ${r.name.toLowerCase()} found`,
      ...(r.evidence[0]
        ? { page: r.evidence[0].page, quote: r.evidence[0].quote }
        : emptyHeading
          ? { page: r.headingPages[0]! }
          : {}),
      citation: r.citation,
      suggestion: `Assess ${def.asks}: set out the evidence considered, the conclusion reached and any action, under its own heading.`,
    });
  }

  for (const r of results) {
    if (!r.covered || r.assessed) continue;
    questions.push(
      `${r.name} is ${r.headingFound ? 'headed' : 'mentioned'} but not assessed: what figures, comparison or conclusion support it (${r.citation})?`,
    );
    findings.push({
      id: `aov.mentioned-only.${r.id}`,
      severity: 'high',
      message: `${r.name}: mentioned only, not assessed (no figures, comparison or conclusion)`,
      ...(r.evidence[0]
        ? { page: r.evidence[0].page, quote: r.evidence[0].quote }
        : r.headingPages[0]
          ? { page: r.headingPages[0] }
          : {}),
      citation: r.citation,
      suggestion: `Assess ${considerationById(r.id).asks}: give the figures, the comparison made and the conclusion reached.`,
    });
  }

  if (performanceConcern) {
    questions.push(
      `Performance was below target or benchmark ("${clipQuote(performanceConcern.quote, 100)}", page ${performanceConcern.page}), yet the report concludes value was delivered: on what basis, and over what period?`,
    );
    findings.push({
      id: 'aov.performance-below-but-value',
      severity: 'high',
      message: 'Performance below benchmark or target, but the conclusion is that value was delivered',
      page: performanceConcern.page,
      quote: performanceConcern.quote,
      citation: 'COLL 6.6.21R(2)',
      suggestion:
        'Explain why value was delivered despite the shortfall (the period considered, the objective, the actions taken), or change the conclusion and state the action.',
    });
  }

  const rated = results.filter((r) => r.covered && r.ratingEquivalent !== null);
  if (rated.length >= 4 && rated.every((r) => r.ratingEquivalent === 'green')) {
    const unsupported = rated.filter((r) => r.notes.includes('No figures quoted in support.'));
    if (unsupported.length > 0) {
      questions.push(
        `Every consideration is rated green, but ${unsupported.map((r) => r.name.toLowerCase()).join(', ')} cite${unsupported.length === 1 ? 's' : ''} no figures: what evidence supports the ratings?`,
      );
      findings.push({
        id: 'aov.all-green-unsupported',
        severity: 'medium',
        message: `All considerations rated green; ${unsupported.length} without supporting figures`,
        ...(unsupported[0]!.evidence[0]
          ? { page: unsupported[0]!.evidence[0].page, quote: unsupported[0]!.evidence[0].quote }
          : {}),
        citation: 'COLL 6.6.21R',
        suggestion:
          'Support each rating with evidence: service metrics, performance against the objective over the period, cost and peer comparisons.',
      });
    }
  }

  const costs = byId.get('afm-costs');
  const market = byId.get('comparable-market-rates');
  if (costs?.covered && market && !market.covered) {
    questions.push(
      'Charges are described but not compared with comparable market rates: how do they compare with similar funds (COLL 6.6.21R(5))?',
    );
    findings.push({
      id: 'aov.costs-without-comparison',
      severity: 'medium',
      message: 'Costs set out without a comparison with market rates for similar funds',
      ...(costs.evidence[0] ? { page: costs.evidence[0].page, quote: costs.evidence[0].quote } : {}),
      citation: 'COLL 6.6.21R(5)',
      suggestion:
        "Compare each class's charges with a named peer group (median, quartile) and say what the comparison shows.",
    });
  } else if (
    market?.covered &&
    !market.evidence.some((e) => COMPARISON.test(e.quote) || FIGURE.test(e.quote))
  ) {
    questions.push(
      'The market-rate comparison names no peers or figures: what were the charges compared with?',
    );
  }

  for (const r of results) {
    if (!r.covered) continue;
    if ((r.ratingEquivalent === 'red' || r.ratingEquivalent === 'amber') && !r.actionStated) {
      questions.push(
        `${r.name} is rated ${r.rating} but no action is stated: what will the manager do, and by when?`,
      );
      findings.push({
        id: `aov.no-action.${r.id}`,
        severity: 'medium',
        message: `${r.name} rated ${r.rating} with no action stated`,
        ...(r.evidence[0] ? { page: r.evidence[0].page, quote: r.evidence[0].quote } : {}),
        citation: r.citation,
        suggestion: 'State the action the manager will take (and when), or explain why no action is needed.',
      });
    }
  }
  for (const r of results) {
    if (!r.covered || r.conclusionStated) continue;
    questions.push(`${r.name} is described but no conclusion is stated: did it deliver value?`);
    findings.push({
      id: `aov.no-conclusion.${r.id}`,
      severity: 'medium',
      message: `${r.name}: no conclusion stated`,
      ...(r.evidence[0] ? { page: r.evidence[0].page, quote: r.evidence[0].quote } : {}),
      citation: r.citation,
      suggestion:
        'End the consideration with a clear conclusion (and rating, if the report uses one) on whether it delivers value.',
    });
  }

  const classes = byId.get('classes-of-units');
  if (shareClasses.length === 0) {
    if (classes?.covered) questions.push('Which share classes were assessed? None is named.');
    findings.push({
      id: 'aov.no-share-classes',
      severity: 'low',
      message: 'No share or unit classes named',
      citation: 'COLL 6.6.21R(7)',
      suggestion: 'Name each class assessed, with its charges, so investors can find the class they hold.',
    });
  }
  if (!overallConclusion) {
    questions.push('The report does not state an overall conclusion on value: does the fund provide value?');
    findings.push({
      id: 'aov.no-overall-conclusion',
      severity: 'medium',
      message: 'No overall conclusion on value',
      citation: 'COLL 6.6.20R',
      suggestion: 'State clearly whether the fund (and each class) provides value overall, and why.',
    });
  }
  if (!assessmentPeriod) {
    questions.push('Which period does the assessment cover? COLL 6.6.20R requires it at least annually.');
    findings.push({
      id: 'aov.no-period',
      severity: 'low',
      message: 'The period or date of the assessment is not stated',
      citation: 'COLL 6.6.20R',
      suggestion:
        'State the period assessed (for example "year ended 31 March 2025") near the start of the report.',
    });
  }
  return { questions, findings };
}
