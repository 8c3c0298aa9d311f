// Where a question's answer is in a document, if anywhere: the passage that states the kind of fact the
// question needs and speaks of what the question asks (the relevance gate, relevance.ts), for the period asked
// about (periods.ts), with the whole sentence or table row to quote (quotes.ts). Persona-independent, so a
// panel of personas shares one search per question.
import { isFigure } from '../text/index.ts';
import { answerTypeIn, answerTypeOf, showsAnswer, type AnswerType } from './answer-types.ts';
import type { Need } from './needs.ts';
import { isPeriodLabel, isReturnsTable, latestYearColumn, terms, type Passage } from './passages.ts';
import { askedPeriods, listPeriods, periodLabel, periodsIn } from './periods.ts';
import type { DocumentProfile } from './profile.ts';
import { listed } from './phrasing.ts';
import { quoteFrom, sentencesOf, type Quote, type QuoteRank } from './quotes.ts';
import {
  conceptsOf,
  coverage,
  isFinanceTopic,
  expandedTerms,
  isNamedConcept,
  isRelevant,
  NEED_CONCEPT,
  NEED_CONFLICTS,
  NEED_GROUPS,
  type QuestionTopic,
} from './relevance.ts';
import type { SimQuestion } from './simulate.ts';

/**
 * Why the document did not (fully) answer: the question's topic is not there, the question is off topic for
 * a fund document, the figures are for another period, or the figures found do not say their period.
 */
export type AnswerGap =
  | { kind: 'topic' | 'off-topic' }
  | { kind: 'period'; asked: string; found: string[] }
  | { kind: 'period-unstated'; asked: string };

/** Words with letters in them: "10% 0%" (a chart axis) has none. */
const readableWords = (text: string) => text.split(' ').filter((w) => /\p{L}{2}/u.test(w)).length;

export interface Located {
  main: Passage | undefined;
  read: Passage[];
  facts: 'found' | 'hard-to-find' | 'missing';
  gap: AnswerGap | null;
  quote: Quote | null;
  rank: QuoteRank;
  /** The need the answer was looked for as: the category's, or what the question asks (locateAnswer). */
  need?: Need;
}

// A table's periods are in its header row, which may have been printed apart from its rows (passages.ts).
const periodsOf = (p: Passage) => periodsIn(`${p.heading} ${p.text} ${p.rows?.[0]?.join(' ') ?? ''}`);

/** The latest calendar or financial year among period keys ("y2024"), if any. */
const latestYear = (keys: Iterable<string>): string | null =>
  [...keys]
    .filter((k) => /^y\d{4}$/.test(k))
    .sort()
    .at(-1) ?? null;

/**
 * A question about a yearly cost ("each year", "a year", "annual", "ongoing") asks for the ongoing charge, not
 * a one-off entry or exit charge (unless it names one): the passages speaking of the recurring charge first.
 */
const RECURRING =
  /\b(?:each|every|a|per) year\b|\byearly\b|\bannual(?:ly)?\b|\bongoing\b|\brunning\b|\bregular(?:ly)?\b/i;
const ONE_OFF_ASKED =
  /\b(?:entry|exit|initial|buy|buying|bought|sell|selling|sold|leave|leaving|switch\w*|redeem\w*|withdraw\w*|one-off)\b/i;
const RECURRING_IN_PASSAGE =
  /\b(?:ongoing|running|annual(?:ly)?|yearly|each year|a year|per year|per annum|p\.a\.|management charge|ocf|amc)\b/i;
const TOTAL_RECURRING =
  /\b(?:ongoing charges?|ongoing costs?|total (?:annual |yearly |ongoing )?(?:charges?|costs?|fees?)|fund management charge|ocf|fmc|ter)\b/i;
const ONE_OFF_IN_PASSAGE = /\b(?:entry|exit|initial|one-off|redemption|switching|dilution)\b/i;

/**
 * Where the answer is, if anywhere: a passage that states the kind of fact the question needs (a figure for a
 * cost question) and speaks of what the question asks (the relevance gate), for the period asked about. Found
 * when a reader lands on it (the top of the retrieval), hard to find when it is elsewhere.
 */
/**
 * The question's topic as this document would discriminate it: a word of the question's own that most of the
 * document speaks of ("pension" in a pension's key facts, "ISA" in ISA terms) is the document's subject, not
 * what the question singles out, and is left out (the synonym groups' concepts are always kept).
 */
export function topicIn(profile: DocumentProfile, topic: QuestionTopic): QuestionTopic {
  const n = profile.index.passages.length;
  if (n < 5) return topic;
  const df = conceptFrequencies(profile);
  const keep = topic.groups.map((g) => isNamedConcept(g) || (df.get(g) ?? 0) / n < 0.2);
  if (keep.every(Boolean) || !keep.some(Boolean)) return topic;
  return {
    groups: topic.groups.filter((_, i) => keep[i]),
    words: topic.words.filter((_, i) => keep[i]),
  };
}

function conceptFrequencies(profile: DocumentProfile): Map<string, number> {
  return profile.remember('concept-df', () => {
    const counts = new Map<string, number>();
    for (const p of profile.index.passages)
      for (const g of profile.conceptsIn(p)) counts.set(g, (counts.get(g) ?? 0) + 1);
    return counts;
  });
}

export function locate(
  profile: DocumentProfile,
  question: SimQuestion,
  need: Need,
  askedTopic: QuestionTopic,
): Located {
  const questionTopic = topicIn(profile, askedTopic);
  // A question of generic words only ("How did it do in 2023?") asks for what its need implies: a return.
  const topic: QuestionTopic =
    questionTopic.groups.length > 0
      ? questionTopic
      : { groups: [...(NEED_GROUPS[need.id] ?? [])], words: [] };
  const askedPeriod = [...askedPeriods(question.text)][0] ?? null;
  const type = answerTypeFor(profile, question.text);
  // What the question asks about counts most, then the kind of fact the need looks for and the kind of answer
  // the question expects (the Ombudsman's phone number, not the firm's e-mail, in one complaints paragraph),
  // then the period.
  const rank = (text: string) =>
    3 * coverage(topic, conceptsOf(terms(text))) +
    (need.fact.test(text.toLowerCase()) ? 2 : 0) +
    (type && type.shows.test(text) ? 2 : 0) +
    (askedPeriod && periodsIn(text).has(askedPeriod) ? 1 : 0);
  const retrieved = profile.index
    .search(terms(`${question.text} ${need.expansion}`), 3)
    .map((r) => r.passage);
  // A value under a heading ("Charges" … "0.85%") carries the heading's meaning for the reader.
  // A chart's axis labels ("10% 0%") state nothing a reader can take as an answer.
  const states = (p: Passage) =>
    readableWords(p.text) > 0 &&
    (need.fact.test(p.text.toLowerCase()) ||
      (p.heading !== '' && need.fact.test(`${p.heading}: ${p.text}`.toLowerCase())));
  // A table that states the fact in its own cells is judged by them, not by a heading the layout put above
  // it (a factsheet's table of returns under "(FMC = IMC + AE)").
  const statesOnItsOwn = (p: Passage) => p.rows !== undefined && need.fact.test(p.text.toLowerCase());
  // A passage stating the need's fact speaks of the need's concept even without its words ("To produce a
  // rising income …" is an objective), unless it speaks of a conflicting one (a charge "a year" is no return).
  const proven = NEED_CONCEPT[need.id];
  const conflicts = NEED_CONFLICTS[need.id] ?? [];
  const conceptsWithNeed = (p: Passage) => {
    const own = statesOnItsOwn(p) ? conceptsOf(terms(p.text)) : profile.conceptsIn(p);
    if (!proven || conflicts.some((c) => own.has(c))) return own;
    return new Set([...own, proven]);
  };
  // A figure beside a conflicting concept the question does not ask about answers something else.
  const elsewhereAbout = (p: Passage) => {
    const own = statesOnItsOwn(p) ? conceptsOf(terms(p.text)) : profile.conceptsIn(p);
    return conflicts.some((c) => own.has(c) && !topic.groups.includes(c));
  };
  // A question expecting a figure or a name may use its own words for what the document names otherwise
  // ("the fund I'm put in if I don't choose"): words of its own the document never uses are not looked for.
  const df = conceptFrequencies(profile);
  const looked: QuestionTopic =
    answerTypeOf(question.text) !== null
      ? { ...topic, groups: topic.groups.filter((g) => isNamedConcept(g) || (df.get(g) ?? 0) > 0) }
      : topic;
  const answers = (p: Passage) =>
    states(p) && !elsewhereAbout(p) && (need.statesWhole || isRelevant(looked, conceptsWithNeed(p)));
  const landed = retrieved.filter(answers);
  const fit = (p: Passage) => coverage(topic, conceptsWithNeed(p));
  const elsewhere = profile.index.passages
    .filter((p) => !landed.includes(p) && answers(p))
    .sort((a, b) => fit(b) - fit(a) || a.index - b.index);
  let candidates = [...landed, ...elsewhere];
  // The kind of answer the question expects ("which index" → a name) decides between passages that both
  // speak of the topic: the one that shows it comes first.
  // An answer shows what the question asks for: a phone number for "what number can I ring", an amount for
  // "how much" (issue 27); a passage about the topic without it has not answered.
  if (type) candidates = candidates.filter((p) => unitsOf(p).some((u) => type.shows.test(u.text)));
  if (type && candidates.length > 1) {
    // Its best sentence or cell by the topic it carries in its own words, the type it shows, and brevity:
    // "Benchmark: FTSE All-Share Index" before a long sentence that also names an index.
    const fit = (p: Passage) =>
      Math.max(
        ...unitsOf(p).map(
          (u) => coverage(topic, u.concepts) + (type.shows.test(u.text) ? 1 : 0) - u.text.length / 1000,
        ),
      );
    const fits = new Map(candidates.map((p) => [p, fit(p)]));
    candidates = [...candidates].sort((a, b) => fits.get(b)! - fits.get(a)!);
  }
  if (need.id === 'charges' && RECURRING.test(question.text) && !ONE_OFF_ASKED.test(question.text)) {
    const text = (p: Passage) => `${p.heading} ${p.text}`;
    // The total yearly charge ("ongoing charges", "fund management charge (FMC = IMC + AE)") before a part
    // of it ("investment management charge"), before anything else, before one-off charges.
    const order = (p: Passage) =>
      (TOTAL_RECURRING.test(text(p)) ? 0 : RECURRING_IN_PASSAGE.test(text(p)) ? 1 : 2) +
      (ONE_OFF_IN_PASSAGE.test(p.text) ? 2 : 0);
    candidates = [...candidates].sort((a, b) => order(a) - order(b));
  }
  let gap: AnswerGap | null = null;
  let asked = askedPeriod;
  // "The last year" is answered by the latest year's figure when the document gives returns year by year.
  if (asked === '1y' && candidates.length > 0 && !candidates.some((p) => periodsOf(p).has('1y'))) {
    asked = latestYear(candidates.flatMap((p) => [...periodsOf(p)])) ?? asked;
  } else if (asked === '1y') {
    const latest = latestYear(candidates.flatMap((p) => [...periodsOf(p)]));
    const yearly = latest ? candidates.filter((p) => periodsOf(p).has(latest) && p.rows) : [];
    if (latest && yearly.length > 0) asked = latest;
  }
  if (asked && candidates.length > 0) {
    const forPeriod = candidates.filter((p) => periodsOf(p).has(asked));
    const found = [...new Set(candidates.flatMap((p) => [...periodsOf(p)]))].sort();
    if (forPeriod.length > 0) candidates = forPeriod;
    else if (found.length > 0) gap = { kind: 'period', asked, found };
    else gap = { kind: 'period-unstated', asked };
  }
  const main = candidates[0];
  if (!main) {
    const offTopic =
      topic.groups.length > 0 &&
      !isFinanceTopic(topic) &&
      !profile.index.passages.some((p) => isRelevant(topic, profile.conceptsIn(p)));
    return {
      main: undefined,
      read: retrieved.slice(0, 2),
      facts: 'missing',
      gap: { kind: offTopic ? 'off-topic' : 'topic' },
      quote: null,
      rank,
    };
  }
  const read = [main, ...retrieved.filter((p) => p !== main)].slice(0, 2);
  const quote = quoteFrom(main, rank, asked);
  // The column for the period asked holds "-" or "n/a": nothing was reported for it (a fund too young for a
  // three-year figure), so the document does not say, whatever the other columns give.
  if (asked && quote.isRow && NO_FIGURE_CELL.test(quote.text)) {
    const others = [...new Set(candidates.flatMap((p) => [...periodsOf(p)]))]
      .filter((k) => k !== asked)
      .sort();
    return {
      main: undefined,
      read,
      facts: 'missing',
      gap: others.length > 0 ? { kind: 'period', asked, found: others } : { kind: 'topic' },
      quote: null,
      rank,
    };
  }
  if (gap?.kind === 'period') return { main, read, facts: 'missing', gap, quote, rank };
  return { main, read, facts: landed.includes(main) ? 'found' : 'hard-to-find', gap, quote, rank };
}

export function missingReason(need: Need, topic: QuestionTopic, gap: AnswerGap | null): string {
  if (gap?.kind === 'period')
    return `the question asks about ${periodLabel(gap.asked)}, but the figures found are for ${listPeriods(gap.found)}`;
  if (gap?.kind === 'off-topic')
    return `the question (about ${topic.words.join(', ')}) is not about anything in the document`;
  const ofNeed = NEED_GROUPS[need.id] ?? [];
  if (topic.groups.every((g) => ofNeed.includes(g))) return `the document does not give ${need.label}`;
  // the topic's words, quoted as words: "performance and figure and shown" did not read as English
  const words = listed(topic.words.map((w) => `“${w}”`));
  return topic.words.length > 1
    ? `the document does not answer this: no passage mentions ${words} together`
    : `the document does not answer this: nothing in it mentions ${words}`;
}

/** A question answered yes or no: "Does it pay a dividend?". */
export const YES_NO_QUESTION =
  /^\s*(?:is|are|was|were|does|do|did|can|could|will|would|has|have|should|must|may)\b/i;

/** The need of a question no category need answers: whatever it asks, in the form its answer type takes. */
export function askedNeed(type: AnswerType | null): Need {
  return {
    id: 'asked',
    label: 'what the question asks',
    fact: type?.shows ?? /\p{L}{2}/u,
    expansion: '',
  };
}

interface Unit {
  /** As quoted: a sentence, a row ("Fund | 2023: 16.09"), or a cell with its column header ("Fund size: £8.4m"). */
  text: string;
  isRow: boolean;
  /** Its terms, and the concepts of it alone and with its passage's heading. */
  terms: string[];
  concepts: Set<string>;
  withHeading: Set<string>;
}

// A passage's units are the same for every question and persona: built once per passage object.
const RETURNS_TERMS = terms('returns');
const NO_FIGURE = /^\s*(?:[-–—]|n\/a)\s*$/i;
/** A quoted cell ("Fund | 3 years: -") whose value is no figure. */
const NO_FIGURE_CELL = /:\s*(?:[-–—]|n\/a)\s*$/i;
const UNITS = new WeakMap<Passage, Unit[]>();

export function unitsOf(p: Passage): Unit[] {
  let units = UNITS.get(p);
  if (!units) {
    const headingTerms = [...terms(p.heading), ...(isReturnsTable(p) ? RETURNS_TERMS : [])];
    units = unitTextsOf(p).map((u) => {
      const own = terms(u.text);
      return {
        ...u,
        terms: own,
        concepts: conceptsOf(own),
        withHeading: conceptsOf([...headingTerms, ...own]),
      };
    });
    UNITS.set(p, units);
  }
  return units;
}

/**
 * What a reader takes an answer from in one passage: its sentences, or its table rows, each cell read with its
 * row and column headers ("Fund | 2023: -3.9", "Legal & General fund size: £8.4m").
 */
function unitTextsOf(p: Passage): { text: string; isRow: boolean }[] {
  if (!p.rows || p.rows.length === 0) return sentencesOf(p).map((text) => ({ text, isRow: false }));
  const out: { text: string; isRow: boolean }[] = [];
  const first = p.rows[0]!;
  // A first row of labels heads the columns below, even with a stray figure from a column beside it
  // ("Launch date | Fund size | Charge | 0.20%" over "26 Oct 2018 | £174.2m").
  const labels = first.filter((cell) => !isFigure(cell)).length;
  const header = p.rows.length > 1 && labels >= 2 && labels >= (first.length * 2) / 3 ? first : null;
  for (const row of header ? p.rows.slice(1) : p.rows) {
    out.push({ text: row.length === 2 ? `${row[0]}: ${row[1]}` : row.join(' | '), isRow: true });
    if (!header) continue;
    const columns = row.length === header.length + 1 ? ['', ...header] : header;
    const label = row[0] && (!isFigure(row[0]) || isPeriodLabel(row[0])) ? row[0] : null;
    // A label in the header's corner names what the column heads are ("12 months to 30 September" over
    // "2024 | 2023"): each figure is read with it and with its row's label, each a cell a quote can be found
    // by ("Fund | 12 months to 30 September | 2023: 8.57").
    const corner = label && columns[0] && !isFigure(columns[0]) ? `${columns[0]} | ` : '';
    row.forEach((cell, c) => {
      const head = columns[c];
      // "-" or "n/a" in a table of figures is no figure: nothing was reported for that period.
      if (!cell || !head || (label && c === 0) || NO_FIGURE.test(cell)) return;
      out.push({ text: label ? `${label} | ${corner}${head}: ${cell}` : `${head}: ${cell}`, isRow: true });
    });
  }
  return out;
}

/**
 * Does a unit speak of the period asked: by its own words or its heading's, or, asked about the last year, as
 * the latest calendar year's figure in a table of returns (a reader asking "how did it do last year?" reads the
 * newest year's column).
 */
function speaksOfPeriod(p: Passage, unit: Unit, asked: string): boolean {
  const periods = periodsIn(`${p.heading} ${unit.text}`);
  if (periods.has(asked)) return true;
  const latest = asked === '1y' ? latestYearColumn(p) : null;
  return latest !== null && periods.has(`y${latest}`);
}

/**
 * Share of the question's concepts a text carries, each weighted by how rare it is in the document, so
 * "fund" counts for little and "dividend" for much. When the question expects a kind of answer (a figure, a
 * date, a name) that the text must show anyway, a concept the document never mentions is left out of the
 * total: the reader's own word ("choose", "boss") for something the document says in other words.
 */
export function weightedCoverage(
  profile: DocumentProfile,
  topic: QuestionTopic,
  concepts: ReadonlySet<string>,
  typed: boolean,
): number {
  if (topic.groups.length === 0) return 1;
  const weight = conceptWeights(profile);
  const df = conceptFrequencies(profile);
  const counted = typed
    ? topic.groups.filter((g) => isNamedConcept(g) || (df.get(g) ?? 0) > 0)
    : topic.groups;
  if (counted.length === 0) return 0;
  const total = counted.reduce((sum, g) => sum + weight(g), 0);
  return counted.reduce((sum, g) => sum + (concepts.has(g) ? weight(g) : 0), 0) / total;
}

/** How rare each concept is among the document's passages: a rare one says more about what is asked. */
function conceptWeights(profile: DocumentProfile): (group: string) => number {
  const df = conceptFrequencies(profile);
  const n = profile.index.passages.length;
  return (group) => Math.log(1 + n / (1 + (df.get(group) ?? 0)));
}

/** The kind of answer the question asks for, as this document would show it (answer-types.ts answerTypeIn). */
function answerTypeFor(profile: DocumentProfile, question: string): AnswerType | null {
  return answerTypeIn(answerTypeOf(question), (w) => profile.usesInLowerCase(w));
}

/** The concepts an answer of a type states by being of that type. */
const TYPE_CONCEPTS: Partial<Record<AnswerType['id'], readonly string[]>> = {
  age: ['age'],
  phone: ['contact'],
  web: ['contact'],
  address: ['contact'],
  'risk-level': ['risk'],
};

/** The answer must carry this share of the question's concepts, weighted by rarity. */
const ANSWER_FLOOR = 0.6;

/**
 * Where the answer to any question is (issue 27): the passages BM25 ranks for the question's words and their
 * synonyms (expandedTerms), read sentence by sentence, row by row and cell by cell, with their heading as
 * context. A unit answers when, with its heading, it carries most of the question's concepts (weighted by
 * how rare each is in the document, so "fund" counts for little and "dividend" for much) and shows the kind
 * of answer the question expects (answer-types.ts), for the period asked. Found when it is among the first
 * passages a reader lands on, hard to find when it is further off.
 */
export function locateAnswer(
  profile: DocumentProfile,
  question: SimQuestion,
  askedTopic: QuestionTopic,
): Located {
  let topic = topicIn(profile, askedTopic);
  const type = answerTypeFor(profile, question.text);
  const need = askedNeed(type);
  const asked = [...askedPeriods(question.text)][0] ?? null;
  // "Does it pay a dividend?" asks about one thing: all of it must be there.
  const floor = !type && YES_NO_QUESTION.test(question.text) ? 0.8 : ANSWER_FLOOR;
  const wanted = new Set(expandedTerms(question.text));
  const retrieved = profile.index.search([...wanted], 12).map((r) => r.passage);
  const coverOf = (text: string) => weightedCoverage(profile, topic, conceptsOf(terms(text)), type !== null);
  const typed = type !== null;
  // An answer of the type asked for states the concept the type stands for: "over 18" is an age though the
  // sentence never says "age", "0800 …" a way to contact.
  const implied = type ? TYPE_CONCEPTS[type.id] : undefined;
  const conceptsWithType = (unit: Unit, concepts: Set<string>) =>
    implied && type && showsAnswer(type, unit.text, unit.isRow)
      ? new Set([...concepts, ...implied])
      : concepts;
  const fits = (p: Passage, unit: Unit) => {
    const cover = weightedCoverage(profile, topic, conceptsWithType(unit, unit.withHeading), typed);
    if (cover < floor || (type && !showsAnswer(type, unit.text, unit.isRow))) return -1;
    // Asked about 2021, a sentence about another year (or none) does not answer (periods.ts).
    if (asked && !speaksOfPeriod(p, unit, asked)) return -1;
    // The unit's own words count over its heading's, then how many of the question's words (and their
    // synonyms) it uses; a shorter unit is the more exact answer.
    const overlap = new Set(unit.terms.filter((t) => wanted.has(t))).size;
    return (
      cover +
      0.5 * weightedCoverage(profile, topic, conceptsWithType(unit, unit.concepts), typed) +
      0.02 * overlap -
      unit.text.length / 100_000
    );
  };
  // A concept the question names that the document never mentions ("Does it pay a dividend?" of a document
  // without any income) means the document does not speak of what is asked, whatever else matches.
  const unmentioned =
    !type &&
    topic.groups.some(
      (g) => isNamedConcept(g) && !profile.index.passages.some((p) => profile.conceptsIn(p).has(g)),
    );
  const best = (passages: readonly Passage[]) => {
    let found: { p: Passage; unit: Unit; score: number } | null = null;
    passages.forEach((p, i) => {
      for (const unit of unitsOf(p)) {
        const fit = fits(p, unit);
        // Earlier in the ranking breaks ties: the reader meets it first.
        const score = fit - i * 0.001;
        if (fit >= 0 && (!found || score > found.score)) found = { p, unit, score };
      }
    });
    return found as { p: Passage; unit: Unit; score: number } | null;
  };
  // "What's the number to ring?": a phone number, a web or postal address is answer enough on its own.
  const distinct = type !== null && ['phone', 'web', 'address'].includes(type.id);
  if (topic.groups.length === 0 && distinct) topic = { groups: ['contact'], words: [] };
  const hit =
    topic.groups.length === 0 || unmentioned
      ? null
      : (best(retrieved.slice(0, 3)) ??
        best(retrieved.slice(3)) ??
        best(profile.index.passages.filter((p) => !retrieved.includes(p))));
  const rank = (text: string) => 3 * coverOf(text) + (type && type.shows.test(text) ? 2 : 0);
  if (!hit) {
    const offTopic =
      topic.groups.length > 0 &&
      !isFinanceTopic(topic) &&
      !profile.index.passages.some((p) => isRelevant(topic, profile.conceptsIn(p)));
    return {
      main: undefined,
      read: retrieved.slice(0, 2),
      facts: 'missing',
      gap: { kind: offTopic ? 'off-topic' : 'topic' },
      quote: null,
      rank,
      need,
    };
  }
  const main = hit.p;
  return {
    main,
    read: [main, ...retrieved.filter((p) => p !== main)].slice(0, 2),
    facts: retrieved.slice(0, 3).includes(main) ? 'found' : 'hard-to-find',
    gap: null,
    quote: { text: hit.unit.text, isRow: hit.unit.isRow },
    rank,
    need,
  };
}
