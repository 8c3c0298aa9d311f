/**
 * Assessment of Value analysis: a grid of the seven considerations of COLL 6.6.21R, each with whether the
 * report covers it, the rating it gives, quoted evidence with pages, and whether it states a conclusion and
 * an action; the share classes and funds the report names; and the questions a board or the FCA would ask
 * first. A consideration is found by its heading (the section runs to the next heading of the same or a
 * higher level), by a table row or column that names it, or by sentences that assess it. A heading with no
 * content does not count as coverage. Pure: the same document gives the same result.
 */
import type { ExtractedDocument } from '../document-model.ts';
import {
  countWordsIn,
  prepareDocument,
  type FlowBlock,
  type PreparedDocument,
  type TextSentence,
  type TextUnit,
} from '../analysis/document-text.ts';
import { clipQuote, type Finding } from '../analysis/finding.ts';
import type { NamedItem } from '../analysis/names.ts';
import {
  CONSIDERATIONS,
  considerationById,
  considerationForHeading,
  considerationsForHeading,
  type ConsiderationDefinition,
  type ConsiderationId,
} from './considerations.ts';
import { ratingFromLabel, ratingInText, worstRating, type RagRating, type RatingMatch } from './ratings.ts';

export type { ConsiderationId } from './considerations.ts';
export type { RagRating } from './ratings.ts';

export interface AovEvidence {
  page: number;
  quote: string;
}

export interface ConsiderationRating {
  /** 'red' | 'amber' | 'green', or the report's own term as found ("Good", "✓"). */
  rating: string;
  equivalent: RagRating | null;
  page: number;
  /** The words the rating was read from. */
  text: string;
  /** The fund or share class the rating is for, when a table row names one. */
  subject?: string;
}

export type CoverageSource = 'section' | 'table' | 'mention' | 'none';

export interface ConsiderationResult {
  id: ConsiderationId;
  name: string;
  citation: string;
  covered: boolean;
  /** How the consideration was found: its own section, a table row or column, or sentences assessing it. */
  coverage: CoverageSource;
  /** 'red' | 'amber' | 'green' | 'not-rated', or the report's own term; the least favourable when several. */
  rating: string;
  ratingEquivalent: RagRating | null;
  ratings: ConsiderationRating[];
  evidence: AovEvidence[];
  conclusionStated: boolean;
  conclusion: AovEvidence | null;
  /** An action is stated, or the report says explicitly that none is needed. */
  actionStated: boolean;
  action: AovEvidence | null;
  headingPages: number[];
  /** Words under the consideration's own headings (0 when it has none, or they are empty). */
  sectionWords: number;
  notes: string[];
}

export interface AovResult {
  considerations: ConsiderationResult[];
  shareClasses: NamedItem[];
  funds: NamedItem[];
  /** Where the report states the period or date assessed (COLL 6.6.20R: at least annually). */
  assessmentPeriod: AovEvidence | null;
  /** A statement of overall value, if any. */
  overallConclusion: AovEvidence | null;
  overall: {
    coveredCount: number;
    missing: ConsiderationId[];
    ratedCount: number;
    /** What a board or the FCA would question first, most important first. */
    questionsFirst: string[];
  };
  findings: Finding[];
}

// ---------------------------------------------------------------------------------------------------------
// Language

const ASSESSING =
  /\b(?:assess(?:ed|es|ing|ment)?|consider(?:ed|s|ing)?|review(?:ed|s|ing)?|conclu(?:de[ds]?|sion)|found|find|believe[ds]?|satisf(?:ied|actory)|rated|rating|value|benefit(?:s|ed)?|identif(?:y|ied)|compar(?:e[ds]?|ison|able)|competitive|reasonable|appropriate|in line with|below|above|outperform(?:ed|s)?|underperform(?:ed|s)?|passed on|justified|evidence)\b/i;

const CONCLUSION =
  /\b(?:we|the board|the (?:AFM|ACD)|the directors|the manager)\s+(?:have\s+|has\s+)?(?:conclude[ds]?|believe[ds]?|consider(?:s|ed)?|(?:is|are|was|were|remain) (?:satisfied|comfortable|confident|content)|f(?:i|ou)nds?|judged?|determined|(?:is|are|was|were) of the view)\b|\bconclu(?:de[ds]?|sion)\b|\boverall\b.{0,60}\b(?:value|rated|rating|good|satisf|conclude)|\b(?:provides?|provided|providing|delivers?|delivered|delivering|represents?|represented|offers?|offered)\s+(?:good |fair |poor |reasonable |overall |clear |strong )?value\b|\bvalue (?:has been|was|is|for money (?:has been|was|is)) (?:delivered|provided|achieved)\b|\b(?:did|do|does|have|has) not (?:identify|find|see)\b|\bno (?:evidence|issues?|concerns?|economies|material|significant)\b.{0,50}\b(?:found|identified|noted|arise|arose|exist|raised)\b|\b(?:is|are|were|was|remains?|remained) (?:competitive|reasonable|appropriate|justified|fair|in line|good|satisfactory|acceptable)\b|\bnot applicable\b/i;

const ACTION =
  /\bwe (?:will|shall|intend to|plan to|are going to|have agreed to)\b|\b(?:the board|the (?:AFM|ACD)|the manager)\s+(?:will|intends to|has agreed to)\b|\b(?:we|the board|the (?:AFM|ACD)|the manager) (?:has|have) (?:agreed|decided|resolved|reduced|removed|introduced|lowered|waived|capped|committed|implemented|launched|merged|closed|converted|moved|switched|replaced|appointed|started|begun)\b|\bwill be (?:reduced|reviewed|merged|closed|converted|moved|lowered|implemented|introduced|removed|capped|monitored|switched|wound up|replaced)\b|\bactions? (?:taken|required|plan|agreed|being taken|to be taken)\b|\b(?:next steps|going forward|with effect from)\b|\beffective (?:from )?\d{1,2}(?:st|nd|rd|th)? \w+ 20\d\d\b|\bno (?:further )?action\b|\b(?:fee|charge|price|AMC|OCF) (?:reduction|cut|cap)s?\b|\b(?:placed|put|kept|remains?)\s+(?:[\w’']+\s+){0,3}?(?:on|under)\s+(?:a |our |the )?(?:watch ?list|review|enhanced monitoring)\b|\bwill (?:review|reduce|replace|remove|move|convert|merge|close|introduce|lower|cap|waive|monitor|engage|consult|write to)\b|\bcontinue to monitor\b/i;

const NO_ACTION =
  /\bno (?:further )?action\b|\bno changes? (?:is|are|was|were) (?:required|needed|necessary)\b/i;

const NOT_ASSESSED =
  /\b(?:has|have|was|were|is|are) not (?:been )?(?:assessed|considered|reviewed|evaluated)\b(?! (?:to be|as|material|necessary|significant|appropriate|relevant|likely|a concern|an issue))|\bdid not (?:assess|review|evaluate)\b|\bnot (?:part of|within|included in) (?:this|the|our) (?:assessment|review|report)\b|\boutside (?:the )?scope\b|\bnot assessed\b/i;

const UNDERPERFORMANCE =
  /\bunderperform(?:ed|ing|ance|s)?\b|\bbelow (?:its|the) (?:benchmark|target|comparator|sector(?: average| median)?|objective|peer)|\bbehind (?:its|the) (?:benchmark|target|comparator|sector)|\b(?:did not|failed to|has not|have not|does not) (?:meet|achieve|beat|outperform|deliver) (?:its|the)\b|\blagged\b|\bfell short\b|\bnegative (?:relative )?returns?\b/i;
const NEGATED_UNDERPERFORMANCE = /\b(?:not|never|no)\s+(?:\w+\s+)?$/i;

const POSITIVE_VALUE =
  /\b(?:provides?|provided|providing|delivers?|delivered|delivering|represents?|represented|offers?|offered)\s+(?:good |fair |reasonable |overall |clear |strong )?value\b|\bvalue (?:has been|was|is) (?:delivered|provided|achieved)\b|\bvalue delivered\b/i;
const NEGATION_BEFORE =
  /\b(?:not|never|no longer|fail(?:s|ed)? to|does not|did not|is not|was not|has not|have not)\s+(?:\w+\s+){0,2}$/i;

const COMPARISON =
  /\bcompar(?:e[ds]?|ison|able)\b|\bpeers?\b|\bsector (?:average|median)\b|\bquartile\b|\bmedian\b|\bcompetitor/i;

const FIGURE =
  /\d(?:[\d,.]*)\s*(?:%|bps|basis points|p\b)|[£$€]\s?\d|\b\d+(?:\.\d+)?\s*(?:per ?cent|million|bn|m\b)|\b(?:first|second|third|fourth|top|bottom) quartile\b/i;

const PERIOD =
  /\b(?:year|period|12 months|twelve months) (?:ended|ending|to)\s+(?:\d{1,2}(?:st|nd|rd|th)? )?\w+ 20\d\d\b|\bas at \d{1,2}(?:st|nd|rd|th)? \w+ 20\d\d\b|\bassessment (?:period|date)\b|\b(?:assessment of value|value assessment)(?: report)?(?: for)? (?:20\d\d)\b|\b20\d\d (?:assessment of value|value assessment)\b/i;

const OVERALL =
  /\boverall\b.{0,80}\bvalue\b|\bvalue\b.{0,40}\boverall\b|\b(?:the fund|each fund|all (?:of )?(?:our|the) funds|the funds)\s+(?:has |have )?(?:provided|provides|delivered|delivers|represented|represents|offered|offers)\s+(?:good |fair |reasonable )?value\b/i;

function isNegatedAt(text: string, index: number): boolean {
  return NEGATION_BEFORE.test(text.slice(Math.max(0, index - 40), index));
}

function matchesPositiveValue(text: string): boolean {
  const match = POSITIVE_VALUE.exec(text);
  return match !== null && !isNegatedAt(text, match.index);
}

function matchesUnderperformance(text: string): boolean {
  const match = UNDERPERFORMANCE.exec(text);
  return (
    match !== null && !NEGATED_UNDERPERFORMANCE.test(text.slice(Math.max(0, match.index - 20), match.index))
  );
}

/** How many considerations a sentence names: three or more is a list of the criteria, not an assessment. */
function considerationsNamed(text: string): number {
  return CONSIDERATIONS.filter((c) => c.mention.test(text) || c.heading.test(text)).length;
}

// ---------------------------------------------------------------------------------------------------------
// Sections, tables, mentions

interface Section {
  ids: ConsiderationId[];
  level: number;
  headingText: string;
  headingPage: number;
  start: number;
  end: number;
}

function findSections(flow: FlowBlock[]): Section[] {
  const sections: Section[] = [];
  let open: Section | undefined;
  const close = (order: number) => {
    if (open) {
      open.end = order;
      sections.push(open);
      open = undefined;
    }
  };
  for (const fb of flow) {
    if (fb.running || fb.block.kind !== 'heading') continue;
    const level = fb.block.level ?? 1;
    const ids = considerationsForHeading(fb.block.text);
    if (ids.length > 0) {
      close(fb.order);
      open = {
        ids,
        level,
        headingText: fb.block.text.replace(/\s+/g, ' ').trim(),
        headingPage: fb.page,
        start: fb.order,
        end: Number.POSITIVE_INFINITY,
      };
    } else if (open && level <= open.level) {
      close(fb.order);
    }
  }
  close(flow.length);
  return sections;
}

interface Pool {
  sentences: TextSentence[];
  tableRows: { unit: TextUnit; cells: string[]; subject?: string }[];
  ratings: ConsiderationRating[];
  sectionWords: number;
  sections: Section[];
  mentions: TextSentence[];
}

function emptyPool(): Pool {
  return { sentences: [], tableRows: [], ratings: [], sectionWords: 0, sections: [], mentions: [] };
}

function addRating(pool: Pool, match: RatingMatch | null, page: number, subject?: string): void {
  if (!match) return;
  const rating: ConsiderationRating = {
    rating: match.rating,
    equivalent: match.equivalent,
    page,
    text: match.text,
  };
  if (subject) rating.subject = subject;
  pool.ratings.push(rating);
}

function ratingFromHeading(heading: string): RatingMatch | null {
  const inText = ratingInText(heading);
  if (inText) return inText;
  const parts = heading.split(/\s*[:–—|]\s*|\s+-\s+|\s*\(\s*/);
  for (const part of parts.slice(1)) {
    const match = ratingFromLabel(part);
    if (match) return match;
  }
  return null;
}

/** Tables of ratings: considerations as rows (label, rating, comment) or as columns (funds or classes as rows). */
function readTables(units: TextUnit[], pools: Map<ConsiderationId, Pool>, claimed: Set<number>): void {
  const tables = new Map<number, TextUnit[]>();
  for (const unit of units) {
    if (unit.kind !== 'table-row' || !unit.cells) continue;
    let rows = tables.get(unit.blockOrder);
    if (!rows) tables.set(unit.blockOrder, (rows = []));
    rows.push(unit);
  }
  for (const rows of tables.values()) {
    let columns: Map<number, ConsiderationId> | undefined;
    // a table of considerations as rows names several of them ("Performance", "Economies of scale"…);
    // elsewhere a row only counts when it carries a rating ("Investment in securities at cost" is not one)
    const rowLabels = new Set(
      rows.map((row) => {
        const first = row.cells!.find((cell) => cell.length > 0);
        return first ? considerationForHeading(first) : null;
      }),
    );
    rowLabels.delete(null);
    const considerationTable = rowLabels.size >= 3;
    rows.forEach((row, rowIndex) => {
      const cells = row.cells!;
      const mapped = new Map<number, ConsiderationId>();
      // a header row naming considerations is one of the first two rows and holds no ratings
      if (!columns && rowIndex < 2 && !cells.some((cell) => ratingFromLabel(cell, { allowLetters: true }))) {
        cells.forEach((cell, j) => {
          const id = considerationForHeading(cell);
          if (id && cell.length <= 60) mapped.set(j, id);
        });
      }
      if (new Set(mapped.values()).size >= 2) {
        // the first column names the fund or class a row is about ("Share class"), unless it is the only
        // way to reach two considerations
        const first = cells.findIndex((cell) => cell.length > 0);
        const rest = new Map([...mapped].filter(([j]) => j !== first));
        columns = new Set(rest.values()).size >= 2 ? rest : mapped;
        claimed.add(row.index);
        return;
      }
      if (columns) {
        const subject = cells.find((cell, j) => cell.length > 0 && !columns!.has(j));
        let used = false;
        for (const [j, id] of columns) {
          const cell = cells[j] ?? '';
          if (cell.length === 0) continue;
          const pool = pools.get(id)!;
          used = true;
          pool.tableRows.push({ unit: row, cells: [cell], ...(subject ? { subject } : {}) });
          addRating(
            pool,
            ratingFromLabel(cell, { allowLetters: true }) ?? ratingInText(cell),
            row.page,
            subject,
          );
        }
        if (used) claimed.add(row.index);
        return;
      }
      // considerations as rows: the first filled cell names one, the others rate and explain it
      const first = cells.findIndex((cell) => cell.length > 0);
      const id = first >= 0 ? considerationForHeading(cells[first]!) : null;
      if (!id || cells[first]!.length > 60) return;
      const rest = cells.slice(first + 1).filter((cell) => cell.length > 0);
      if (rest.length === 0) return;
      const rated = rest.some((cell) => ratingFromLabel(cell, { allowLetters: true }) ?? ratingInText(cell));
      if (!considerationTable && !rated) return;
      const pool = pools.get(id)!;
      pool.tableRows.push({ unit: row, cells: rest });
      claimed.add(row.index);
      for (const cell of rest) {
        const rating = ratingFromLabel(cell, { allowLetters: true }) ?? ratingInText(cell);
        if (rating) {
          addRating(pool, rating, row.page);
          break;
        }
      }
    });
  }
}

// ---------------------------------------------------------------------------------------------------------

interface Candidate {
  page: number;
  text: string;
  /** Document order: the prose unit, then the sentence within it. */
  unit: number;
  sub: number;
}

const byOrder = (a: Candidate, b: Candidate): number => a.unit - b.unit || a.sub - b.sub;

function sentenceCandidate(s: TextSentence): Candidate {
  return { page: s.page, text: s.text, unit: s.unit, sub: s.index };
}

/** Candidates scored for evidence: enough for any real section, bounded for very long reports. */
const MAX_EVIDENCE_CANDIDATES = 300;

function pickEvidence(candidates: Candidate[], limit = 3): AovEvidence[] {
  const scored = candidates
    .slice(0, MAX_EVIDENCE_CANDIDATES)
    .filter((c) => countWordsIn(c.text) >= 3)
    .map((c) => ({
      c,
      score:
        (ratingInText(c.text) || (c.text.length <= 40 && ratingFromLabel(c.text)) ? 3 : 0) +
        (CONCLUSION.test(c.text) ? 2 : 0) +
        (FIGURE.test(c.text) ? 1 : 0) +
        (ACTION.test(c.text) ? 1 : 0) +
        (countWordsIn(c.text) >= 8 ? 1 : 0),
    }));
  scored.sort((a, b) => b.score - a.score || byOrder(a.c, b.c));
  const seen = new Set<string>();
  const picked: AovEvidence[] = [];
  for (const { c } of scored) {
    const quote = clipQuote(c.text);
    if (seen.has(quote)) continue;
    seen.add(quote);
    picked.push({ page: c.page, quote });
    if (picked.length >= limit) break;
  }
  return picked;
}

function firstMatching(candidates: Candidate[], pattern: RegExp): AovEvidence | null {
  const hit = candidates.find((c) => pattern.test(c.text));
  return hit ? { page: hit.page, quote: clipQuote(hit.text) } : null;
}

function considerationResult(def: ConsiderationDefinition, pool: Pool): ConsiderationResult {
  const notes: string[] = [];
  const headingPages = [...new Set(pool.sections.map((s) => s.headingPage))];
  // a short section still counts when it concludes ("We did not identify economies of scale.")
  const sectionCovered =
    pool.sectionWords >= 8 ||
    (pool.sectionWords > 0 &&
      pool.sentences.some((s) => CONCLUSION.test(s.text) || ratingInText(s.text) !== null));
  const tableCovered = pool.tableRows.length > 0;
  const mentionCovered = !sectionCovered && !tableCovered && pool.mentions.length > 0;

  const candidates: Candidate[] = [
    ...pool.sentences.map(sentenceCandidate),
    ...pool.tableRows.map((r, i) => ({
      page: r.unit.page,
      text: r.subject ? `${r.subject}: ${r.cells.join(' | ')}` : r.unit.text,
      unit: r.unit.index,
      sub: i,
    })),
    ...(sectionCovered || tableCovered ? [] : pool.mentions.map(sentenceCandidate)),
  ].sort(byOrder);

  // "not assessed" must open the consideration's text, not be a passing remark deep inside it
  const notAssessed = candidates.slice(0, 2).find((c) => NOT_ASSESSED.test(c.text));
  let covered = sectionCovered || tableCovered || mentionCovered;
  let coverage: CoverageSource = sectionCovered
    ? 'section'
    : tableCovered
      ? 'table'
      : mentionCovered
        ? 'mention'
        : 'none';
  if (notAssessed && !CONCLUSION.test(notAssessed.text.replace(NOT_ASSESSED, ''))) {
    covered = false;
    coverage = 'none';
    notes.push(`The report says this was not assessed (page ${notAssessed.page}).`);
  }

  if (pool.sections.length > 0 && !sectionCovered) {
    const first = pool.sections[0]!;
    notes.push(
      pool.sectionWords === 0
        ? `Heading "${clipQuote(first.headingText, 80)}" on page ${first.headingPage} has no content under it.`
        : `Heading "${clipQuote(first.headingText, 80)}" on page ${first.headingPage} has only ${pool.sectionWords} words under it.`,
    );
  }
  if (mentionCovered && covered)
    notes.push('No section of its own: covered only in passing, by sentences elsewhere.');
  if (tableCovered && !sectionCovered) notes.push('Found in a table.');

  // ratings from the section text, then from mentions when there is nothing better
  for (const s of pool.sentences) addRating(pool, ratingInText(s.text), s.page);
  for (const section of pool.sections)
    addRating(pool, ratingFromHeading(section.headingText), section.headingPage);
  if (pool.ratings.length === 0 && mentionCovered) {
    for (const s of pool.mentions) {
      // a mention counts only when it names this consideration alone
      if (considerationsNamed(s.text) === 1) addRating(pool, ratingInText(s.text), s.page);
    }
  }
  const unique = new Map(pool.ratings.map((r) => [`${r.rating}|${r.page}|${r.subject ?? ''}`, r]));
  pool.ratings = [...unique.values()];
  const worst = covered ? worstRating(pool.ratings) : null;
  const conclusion = covered ? firstMatching(candidates, CONCLUSION) : null;
  const action = covered ? firstMatching(candidates, ACTION) : null;
  if (action && NO_ACTION.test(action.quote)) notes.push('States that no action is needed.');
  const evidence = covered ? pickEvidence(candidates) : notAssessed ? pickEvidence([notAssessed], 1) : [];
  if (
    covered &&
    evidence.length > 0 &&
    !evidence.some((e) => FIGURE.test(e.quote)) &&
    !candidates.some((c) => FIGURE.test(c.text))
  ) {
    notes.push('No figures quoted in support.');
  }
  const distinct = new Set(pool.ratings.map((r) => r.rating));
  if (covered && distinct.size > 1)
    notes.push(
      `Ratings differ across the report: ${[...distinct].join(', ')}; the least favourable is shown.`,
    );

  return {
    id: def.id,
    name: def.name,
    citation: def.citation,
    covered,
    coverage,
    rating: worst?.rating ?? 'not-rated',
    ratingEquivalent: worst?.equivalent ?? null,
    ratings: covered ? pool.ratings : [],
    evidence,
    conclusionStated: conclusion !== null,
    conclusion,
    actionStated: action !== null,
    action,
    headingPages,
    sectionWords: pool.sectionWords,
    notes,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Overall view and findings

function overallView(
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

// ---------------------------------------------------------------------------------------------------------

export interface AovOptions {
  /** Most questions returned in overall.questionsFirst; default 6. */
  maxQuestions?: number;
}

export function analyzeAov(
  document: ExtractedDocument | PreparedDocument,
  options: AovOptions = {},
): AovResult {
  const prepared = prepareDocument(document);
  const { flow } = prepared;
  const { units, sentences } = prepared.text;
  const pools = new Map<ConsiderationId, Pool>(CONSIDERATIONS.map((c) => [c.id, emptyPool()]));
  const claimed = new Set<number>();

  // 1. sections under headings
  const sections = findSections(flow);
  const unitSection = new Map<number, Section>();
  let cursor = 0;
  for (const unit of units) {
    // sections are in document order and do not overlap; units too
    while (cursor < sections.length && sections[cursor]!.end <= unit.blockOrder) cursor++;
    const section = sections[cursor];
    if (section && unit.blockOrder > section.start) unitSection.set(unit.index, section);
  }
  for (const section of sections) for (const id of section.ids) pools.get(id)!.sections.push(section);
  for (const unit of units) {
    const section = unitSection.get(unit.index);
    if (!section) continue;
    claimed.add(unit.index);
    const words = countWordsIn(unit.text);
    for (const id of section.ids) {
      const pool = pools.get(id)!;
      pool.sectionWords += words;
      if (unit.kind === 'table-row' && unit.cells) {
        for (const cell of unit.cells) addRating(pool, ratingFromLabel(cell), unit.page);
      } else if (unit.text.length <= 40) {
        addRating(pool, ratingFromLabel(unit.text), unit.page);
      }
    }
  }
  for (const s of sentences) {
    const section = unitSection.get(s.unit);
    if (section) for (const id of section.ids) pools.get(id)!.sentences.push(s);
  }

  // 2. rating tables outside (or inside) sections
  readTables(units, pools, claimed);

  // 3. sentences outside the considerations' sections and tables that assess one
  for (const s of sentences) {
    if (claimed.has(s.unit) || !ASSESSING.test(s.text)) continue;
    const mentioned = CONSIDERATIONS.filter((def) => def.mention.test(s.text));
    if (mentioned.length === 0 || mentioned.length >= 3) continue;
    if (countWordsIn(s.text) < 6 || considerationsNamed(s.text) >= 3) continue;
    for (const def of mentioned) pools.get(def.id)!.mentions.push(s);
  }

  const considerations = CONSIDERATIONS.map((def) => considerationResult(def, pools.get(def.id)!));

  const shareClasses = prepared.shareClasses;
  const funds = prepared.fundNames;

  const periodHit = [
    ...flow
      .filter((fb) => !fb.running && fb.block.kind === 'heading')
      .map((fb) => ({ page: fb.page, text: fb.block.text })),
    ...sentences,
  ].find((c) => PERIOD.test(c.text));
  const assessmentPeriod = periodHit ? { page: periodHit.page, quote: clipQuote(periodHit.text) } : null;
  const overallHit =
    sentences.find(
      (s) => OVERALL.test(s.text) && !unitSection.has(s.unit) && !isNegatedAt(s.text, s.text.search(OVERALL)),
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
      missing,
      ratedCount: considerations.filter((c) => c.rating !== 'not-rated').length,
      questionsFirst: questions.slice(0, options.maxQuestions ?? 6),
    },
    findings,
  };
}
