// "What was its worst year?", "Which company is its biggest holding?": a superlative asks for the extreme figure
// of a table. No sentence states it in the question's words ("worst" is nowhere on the page), and a reader
// answers it by running an eye down the column: the lowest return, the largest weighting. Persona-independent,
// like answer-location.ts.
import { answerTypeOf } from './answer-types.ts';
import { askedNeed, topicIn, unitsOf, weightedCoverage, type Located } from './answer-location.ts';
import { isPeriodLabel, isReturnsTable, terms, type Passage } from './passages.ts';
import type { DocumentProfile } from './profile.ts';
import { expandedTerms, groupOf, type QuestionTopic } from './relevance.ts';
import type { SimQuestion } from './simulate.ts';

/**
 * The extreme a question asks for. "Smallest" and "least" are left out: "the smallest amount I can start
 * with" asks for a stated minimum, not a table's lowest figure.
 */
// "On top" and "top up" are no ranking; "the most recent year" asks for a period, not an extreme.
const MOST =
  /\b(?:biggest|largest|highest|best|greatest)\b|(?<!\bon )\btop\b(?!\s+up\b)|\b(?:the|its) most\b(?=\s*(?:of\b|[?.]|$))|\bmost of\b/i;
const LEAST = /\b(?:worst|lowest|poorest)\b/i;
const SUPERLATIVE_TERMS = new Set(
  terms('biggest largest top highest best greatest most worst lowest poorest'),
);

export function extremeAsked(question: string): 'max' | 'min' | null {
  if (LEAST.test(question)) return 'min';
  return MOST.test(question) ? 'max' : null;
}

/** A year or a period asked about without naming what: "its worst year" is read in a table of returns. */
const ASKS_PERIOD = /\b(?:year|years|month|months|quarter|period)\b/i;
/** Rows that are no item of the list: a total, the rest, a comparator's line in a table of returns. */
const NOT_AN_ITEM =
  /\b(?:total|other|others|rest of|remainder|benchmark|sector|index|comparator|quartile|average)\b/i;
/** The figure a unit gives: its last number, with its sign ("2022: -18.7" → -18.7). */
const LAST_FIGURE = /([-+−]?\d+(?:,\d{3})*(?:\.\d+)?)\s*%?\s*$/;

const figureOf = (text: string): number | null => {
  const match = LAST_FIGURE.exec(text.trim());
  return match ? Number(match[1]!.replace('−', '-').replace(/,/g, '')) : null;
};

/**
 * The extreme figure a superlative question asks for, from the table that speaks of what it asks (its heading
 * and cells carry the question's other concepts; a table of returns for "its worst year"), or null when the
 * question is no superlative or no table fits.
 */
export function locateExtreme(
  profile: DocumentProfile,
  question: SimQuestion,
  askedTopic: QuestionTopic,
): Located | null {
  const extreme = extremeAsked(question.text);
  if (!extreme) return null;
  const all = topicIn(profile, askedTopic);
  const topic: QuestionTopic = {
    groups: all.groups.filter((g) => !SUPERLATIVE_TERMS.has(g)),
    words: all.words.filter((_, i) => !SUPERLATIVE_TERMS.has(all.groups[i]!)),
  };
  const type = answerTypeOf(question.text);
  const fitsTopic = (p: Passage) =>
    topic.groups.length > 0
      ? weightedCoverage(profile, topic, profile.conceptsIn(p), type !== null) >= 0.6
      : ASKS_PERIOD.test(question.text) && isReturnsTable(p);
  const tables = profile.index.passages.filter(
    (p) => ((p.rows && p.rows.length >= 3) || listItems(p).length >= 3) && fitsTopic(p),
  );
  const retrieved = profile.index.search(expandedTerms(question.text), 3).map((r) => r.passage);
  // The table whose heading names what is asked ("Top five holdings"), then the one a reader lands on first,
  // then the first in the document.
  const headed = (p: Passage) =>
    topic.groups.length > 0 &&
    weightedCoverage(profile, topic, new Set(terms(p.heading).map(groupOf)), type !== null) >= 0.6;
  const order = (p: Passage) => (headed(p) ? 0 : 2) + (retrieved.includes(p) ? 0 : 1);
  const table = [...tables].sort((a, b) => order(a) - order(b) || a.index - b.index)[0];
  if (!table) return null;
  const returns = isReturnsTable(table);
  const units = table.rows ? unitsOf(table) : listItems(table).map((text) => ({ text, isRow: false }));
  const items = units
    .filter((u) => !NOT_AN_ITEM.test(u.text))
    // In a table of returns, a cell read with its period ("Fund | 2022: -18.7"), not a whole row.
    .filter((u) => !returns || isPeriodCell(u.text))
    .map((u) => ({ unit: u, figure: figureOf(u.text) }))
    .filter((x): x is { unit: (typeof x)['unit']; figure: number } => x.figure !== null);
  if (items.length < 2) return null;
  const pick = items.reduce((best, x) =>
    extreme === 'max' ? (x.figure > best.figure ? x : best) : x.figure < best.figure ? x : best,
  );
  const rank = (text: string) => (text === pick.unit.text ? 1 : 0);
  return {
    main: table,
    read: [table, ...retrieved.filter((p) => p !== table)].slice(0, 2),
    facts: retrieved.includes(table) ? 'found' : 'hard-to-find',
    gap: null,
    quote: { text: pick.unit.text, isRow: pick.unit.isRow },
    rank,
    need: askedNeed(type),
  };
}

/** A list's items of a name and a figure ("1. Microsoft 5.9% 2. Apple 4.8%"), as printed one after the other. */
const LIST_ITEM = /(?:^|\s)(?:\d+\.\s+)?(\p{L}[^%\d]*?)\s+([-+−]?\d+(?:\.\d+)?\s?%)/gu;

function listItems(p: Passage): string[] {
  if (p.rows || (p.kind !== 'list' && p.kind !== 'paragraph')) return [];
  return [...p.text.matchAll(LIST_ITEM)].map((m) => `${m[1]!.trim()} ${m[2]!}`);
}

/** "Fund | 2022: -18.7": a cell whose column (or row) is a period. */
function isPeriodCell(text: string): boolean {
  const head = /(?:^|\|\s*)([^|:]+):\s*[^|:]+$/.exec(text)?.[1];
  if (head && isPeriodLabel(head)) return true;
  const label = text.split('|')[0]!.trim();
  return isPeriodLabel(label);
}
