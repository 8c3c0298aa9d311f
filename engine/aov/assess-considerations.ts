/**
 * The grid of the seven considerations for a stretch of a report (the whole document, or one fund's
 * sections): each found by its heading (the section runs to the next heading of the same or a higher
 * level), by a table row or column that names it, or by sentences that assess it in the report's own words;
 * then judged assessed (figures, a comparison, a stated conclusion) or only mentioned.
 */
import { countWordsIn, type FlowBlock, type TextSentence, type TextUnit } from '../analysis/document-text.ts';
import { clipQuote } from '../analysis/finding.ts';
import type { AovEvidence, ConsiderationRating, ConsiderationResult, CoverageSource } from './aov-types.ts';
import {
  CONSIDERATIONS,
  considerationById,
  considerationForHeading,
  considerationsForHeading,
  describesConcept,
  isAboutConsideration,
  type ConsiderationDefinition,
  type ConsiderationId,
} from './considerations.ts';
import {
  ACTION,
  ASSESSING,
  BOILERPLATE,
  CONCLUSION,
  FIGURE,
  NO_ACTION,
  NOT_ASSESSED,
  PLACEHOLDER,
  considerationsNamed,
  isIntentionOnly,
  isSubstantive,
  restatesHeading,
} from './language.ts';
import { ratingFromLabel, ratingInText, worstRating, type RatingMatch } from './ratings.ts';

export interface Section {
  ids: ConsiderationId[];
  level: number;
  headingText: string;
  headingPage: number;
  start: number;
  end: number;
  /**
   * The heading names its topic in the report's own words ("How our fees compare") rather than the
   * regulation's: its sentences may assess other considerations too, found by their cues.
   */
  loose: boolean;
}

function isLooseHeading(label: string, ids: ConsiderationId[]): boolean {
  return !ids.some((id) => {
    const def = considerationById(id);
    return def.mention.test(label) || label.toLowerCase().includes(def.name.toLowerCase());
  });
}

export function findSections(flow: FlowBlock[]): Section[] {
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
        loose: isLooseHeading(fb.block.text, ids),
      };
    } else if (open && level <= open.level) {
      close(fb.order);
    }
  }
  close(flow.length);
  return sections;
}

export interface Pool {
  sentences: TextSentence[];
  tableRows: { unit: TextUnit; cells: string[]; subject?: string }[];
  ratings: ConsiderationRating[];
  sectionWords: number;
  sections: Section[];
  mentions: TextSentence[];
}

export function emptyPool(): Pool {
  return { sentences: [], tableRows: [], ratings: [], sectionWords: 0, sections: [], mentions: [] };
}

export function addRating(pool: Pool, match: RatingMatch | null, page: number, subject?: string): void {
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

export function ratingFromHeading(heading: string): RatingMatch | null {
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
export function readTables(units: TextUnit[], pools: Map<ConsiderationId, Pool>, claimed: Set<number>): void {
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

export interface Candidate {
  page: number;
  text: string;
  /** Document order: the prose unit, then the sentence within it. */
  unit: number;
  sub: number;
}

export const byOrder = (a: Candidate, b: Candidate): number => a.unit - b.unit || a.sub - b.sub;

export function sentenceCandidate(s: TextSentence): Candidate {
  return { page: s.page, text: s.text, unit: s.unit, sub: s.index };
}

/** Candidates scored for evidence: enough for any real section, bounded for very long reports. */
export const MAX_EVIDENCE_CANDIDATES = 300;

export function pickEvidence(candidates: Candidate[], limit = 3): AovEvidence[] {
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

export function firstMatching(candidates: Candidate[], pattern: RegExp): AovEvidence | null {
  const hit = candidates.find((c) => pattern.test(c.text));
  return hit ? { page: hit.page, quote: clipQuote(hit.text) } : null;
}

export function considerationResult(def: ConsiderationDefinition, pool: Pool): ConsiderationResult {
  const notes: string[] = [];
  const headingPages = [...new Set(pool.sections.map((s) => s.headingPage))];
  // a short section still counts when it concludes ("We did not identify economies of scale.")
  const sectionCovered =
    pool.sectionWords >= 8 ||
    (pool.sectionWords > 0 &&
      pool.sentences.some((s) => CONCLUSION.test(s.text) || ratingInText(s.text) !== null));
  const tableCovered = pool.tableRows.length > 0;
  const mentionCovered = !sectionCovered && !tableCovered && pool.mentions.length > 0;

  const tableCandidates: Candidate[] = pool.tableRows.map((r, i) => ({
    page: r.unit.page,
    text: r.subject ? `${r.subject}: ${r.cells.join(' | ')}` : r.unit.text,
    unit: r.unit.index,
    sub: i,
  }));
  const fromTables = new Set(tableCandidates);
  const fromSections = new Set(pool.sentences.map(sentenceCandidate));
  const candidates: Candidate[] = [
    ...fromSections,
    ...tableCandidates,
    ...(sectionCovered || tableCovered ? [] : pool.mentions.map(sentenceCandidate)),
  ]
    .filter((c) => !BOILERPLATE.test(c.text))
    .sort(byOrder);
  // Quoted as evidence, conclusion or action only when about this consideration (issue 30, item 7a): a
  // "Performance" section of an annual report that talks about carbon ratings evidences no performance. A
  // table row is about it by where it stands (its row or column label); a section's verdict or action ("We
  // will replace the sub-adviser") by where it is.
  const onTopic = (c: Candidate) =>
    fromTables.has(c) ||
    isAboutConsideration(
      def,
      c.text,
      fromSections.has(c) &&
        (CONCLUSION.test(c.text) || ACTION.test(c.text) || ratingInText(c.text) !== null),
    );
  const quotable = candidates.filter((c) => !PLACEHOLDER.test(c.text) && onTopic(c));

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
  const conclusion = covered ? firstMatching(quotable, CONCLUSION) : null;
  const action = covered ? firstMatching(quotable, ACTION) : null;
  if (action && NO_ACTION.test(action.quote)) notes.push('States that no action is needed.');
  const evidence = covered ? pickEvidence(quotable) : notAssessed ? pickEvidence([notAssessed], 1) : [];
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

  const headingFound = pool.sections.length > 0;
  const headings = pool.sections.map((section) => section.headingText).join(' ');
  const substance = quotable.filter(
    (c) => isSubstantive(c.text) && !restatesHeading(c.text, headings || def.name),
  );
  // what the report will do next year is not evidence of what it delivered: plans, targets and hopes alone
  // ("we will review…", "we aim to answer 90% of calls") do not assess
  const evidenced = substance.filter((c) => !isIntentionOnly(c.text));
  const intentionsOnly = substance.length > 0 && evidenced.length === 0;
  const assessed = covered && (pool.ratings.length > 0 || evidenced.length > 0);
  if (covered && !assessed)
    notes.push(
      intentionsOnly
        ? 'Not evidenced: only future intentions.'
        : 'Mentioned only: no figures, comparison or conclusion in what the report says about it.',
    );

  return {
    id: def.id,
    name: def.name,
    citation: def.citation,
    covered,
    headingFound,
    assessed,
    status: assessed ? 'assessed' : covered || headingFound ? 'mentioned' : 'not-found',
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

/** The part of a prepared document a grid reads: all of it, or the blocks of one fund's sections. */
export interface GridInput {
  flow: FlowBlock[];
  units: TextUnit[];
  sentences: TextSentence[];
}

export interface Grid {
  considerations: ConsiderationResult[];
  pools: Map<ConsiderationId, Pool>;
  /** Units inside a consideration's own section. */
  inSection: Set<number>;
}

/** Most considerations a sentence's plain-language cues may point to before it reads as a list. */
const MAX_CUED = 3;

export function assessConsiderations({ flow, units, sentences }: GridInput): Grid {
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

  // 3. sentences outside the considerations' sections and tables that assess one, named in the
  //    regulation's words or in the report's own (a cue word in a sentence with substance)
  let before: TextSentence | undefined;
  for (const s of sentences) {
    const previous = before?.unit === s.unit ? before.text : '';
    before = s;
    const section = unitSection.get(s.unit);
    if ((claimed.has(s.unit) && !section?.loose) || countWordsIn(s.text) < 6) continue;
    if (BOILERPLATE.test(s.text) || PLACEHOLDER.test(s.text)) continue;
    const substantive = isSubstantive(s.text);
    if (!substantive && !ASSESSING.test(s.text)) continue;
    const named = considerationsNamed(s.text);
    if (named >= 3) continue;
    const mentioned = CONSIDERATIONS.filter((def) => def.mention.test(s.text));
    const cued = substantive ? CONSIDERATIONS.filter((def) => def.cue.test(s.text)) : [];
    // a concept described by all its parts is as plain as its name ("the fee falls as assets grow")
    const described = substantive
      ? CONSIDERATIONS.filter((def) => describesConcept(def, s.text, previous))
      : [];
    const found = new Set([...mentioned, ...described, ...(cued.length <= MAX_CUED ? cued : [])]);
    for (const def of found) if (!section?.ids.includes(def.id)) pools.get(def.id)!.mentions.push(s);
  }

  const considerations = CONSIDERATIONS.map((def) => considerationResult(def, pools.get(def.id)!));
  return { considerations, pools, inSection: new Set(unitSection.keys()) };
}
