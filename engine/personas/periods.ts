// Periods a question asks about and a passage speaks of: "in 2023", "last year", "over five years", "since
// launch", "in the year to 31 March 2024". A figure for another period is not an answer, however close its
// words: asked about 2019, a reader who finds only 2024's return has not found what they asked.

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};

const count = (word: string): number | null =>
  /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word.toLowerCase()] ?? null);

const N = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)`;
const YEAR = /\b(?:19[5-9]\d|20[0-4]\d)\b/g;
const LAST_YEAR =
  /\b(?:(?:last|past|previous|latest|most recent) (?:year|12 months|twelve months)|over the year|year to date|ytd)\b/i;
const YEARS = new RegExp(String.raw`\b${N}[\s-]?(?:years?|yrs?|y)\b`, 'gi');
const MONTHS = new RegExp(String.raw`\b${N}[\s-]?(?:months?|m)\b`, 'gi');
const SINCE_LAUNCH = /\bsince (?:launch|inception|(?:the fund|it) (?:was )?(?:launched|started|began))\b/i;

/** Period keys: "y2023" (a calendar or financial year), "1y", "5y", "6m", "launch". */
export function periodsIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(YEAR)) found.add(`y${m[0]}`);
  if (LAST_YEAR.test(text)) found.add('1y');
  for (const m of text.matchAll(YEARS)) {
    const n = count(m[1]!);
    if (n !== null && n > 0 && n <= 50) found.add(`${n}y`);
  }
  for (const m of text.matchAll(MONTHS)) {
    const n = count(m[1]!);
    if (n === 12) found.add('1y');
    else if (n !== null && n > 0 && n < 12) found.add(`${n}m`);
  }
  if (SINCE_LAUNCH.test(text)) found.add('launch');
  return found;
}

/**
 * The periods a question asks about. "Each year" and "a year" ask about a rate, not a period, and a
 * recommended holding time ("stay invested for five years") is not a reporting period: only questions about
 * returns or a dated figure carry one.
 */
export function askedPeriods(question: string): Set<string> {
  const asked = periodsIn(question.replace(/\b(?:each|every|a|per) (?:year|month)\b/gi, ''));
  return asked;
}

export function periodLabel(key: string): string {
  if (key === 'launch') return 'since launch';
  if (key.startsWith('y')) return key.slice(1);
  if (key === '1y') return 'the last year';
  const n = Number(key.slice(0, -1));
  return key.endsWith('m') ? `${n} months` : `${n} years`;
}

export function listPeriods(keys: Iterable<string>): string {
  const labels = [...keys].map(periodLabel);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
