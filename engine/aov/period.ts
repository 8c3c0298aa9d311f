/**
 * The period an assessment (or annual report) covers, as the report states it: "for the year ended
 * 31 December 2020", "the assessment period 1 April 2023 to 31 March 2024", "year ended December 31,
 * 2020", "exercice clos le 31 décembre 2020", "Annual report – 31 December 2020". Stronger statements win
 * over weaker ones wherever they appear: a stated range over a year end, a year end over an "as at" date.
 */
import { clipQuote } from '../analysis/finding.ts';
import type { AssessmentPeriod } from './aov-types.ts';

const MONTHS_EN = 'January|February|March|April|May|June|July|August|September|October|November|December';
const MONTHS_FR =
  'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre';
const MONTH = `(?:${MONTHS_EN}|${MONTHS_FR})`;
/** "31 December 2020", "31st March 2024", "1er janvier 2021", "December 31, 2020". */
const DATE = `(?:\\d{1,2}(?:st|nd|rd|th|er)?\\s+${MONTH},?\\s+\\d{4}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4})`;

interface PeriodPattern {
  pattern: RegExp;
  /** The period in words from the match. */
  read: (match: RegExpExecArray) => string;
}

const range = (m: RegExpExecArray) => `${normaliseDate(m[1]!)} to ${normaliseDate(m[2]!)}`;

/** Strongest first. */
const PATTERNS: readonly PeriodPattern[] = [
  {
    pattern: new RegExp(
      `\\b(?:assessment|review|reporting) period\\b[^.]{0,40}?\\b(?:from\\s+)?(${DATE})\\s*(?:to|until|–|-|and)\\s*(${DATE})`,
      'i',
    ),
    read: range,
  },
  {
    pattern: new RegExp(
      `\\b(?:period|year|twelve months|12 months)\\s+(?:from\\s+)?(${DATE})\\s*(?:to|until|–|-)\\s*(${DATE})`,
      'i',
    ),
    read: range,
  },
  {
    pattern: new RegExp(`\\b(?:from|between)\\s+(${DATE})\\s*(?:to|until|and|–|-)\\s*(${DATE})`, 'i'),
    read: range,
  },
  {
    pattern: new RegExp(
      `\\b(?:financial )?(year|period|twelve months|12 months)\\s+(ended|ending|to)\\s+(${DATE})`,
      'i',
    ),
    read: (m) => `${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()} ${normaliseDate(m[3]!)}`,
  },
  {
    pattern: new RegExp(`\\bexercice clos le\\s+(${DATE})`, 'i'),
    read: (m) => `exercice clos le ${normaliseDate(m[1]!)}`,
  },
  {
    pattern: new RegExp(
      `\\b(?:annual report|rapport annuel|assessment of value|value assessment)(?: report)?(?: and (?:audited )?accounts)?\\s*(?:as at|as of|at|au|for|–|—|-|:)?\\s*(${DATE})`,
      'i',
    ),
    read: (m) => `annual report at ${normaliseDate(m[1]!)}`,
  },
  {
    pattern:
      /\b(?:assessment of value|value assessment)(?: report)?(?: for)? (20\d\d)\b|\b(20\d\d) (?:assessment of value|value assessment)\b/i,
    read: (m) => `assessment of value ${m[1] ?? m[2]}`,
  },
];

/** "December 31, 2020" → "31 December 2020"; "31st March 2024" → "31 March 2024". */
export function normaliseDate(date: string): string {
  const flat = date.replace(/\s+/g, ' ').replace(/,/g, '').trim();
  const us = /^(\p{L}+) (\d{1,2})(?:st|nd|rd|th)? (\d{4})$/u.exec(flat);
  if (us) return `${us[2]} ${us[1]} ${us[3]}`;
  return flat.replace(/^(\d{1,2})(?:st|nd|rd|th)\b/, '$1');
}

export interface PeriodCandidate {
  text: string;
  page: number;
}

/** Cheap test first: every pattern needs a year. */
const HAS_YEAR = /\b(?:19|20)\d\d\b/;

/** The strongest period statement among texts given in reading order (the first of equal strength wins). */
export function findAssessmentPeriod(texts: Iterable<PeriodCandidate>): AssessmentPeriod | null {
  let best: { rank: number; found: AssessmentPeriod } | null = null;
  for (const { text, page } of texts) {
    if (!HAS_YEAR.test(text)) continue;
    const flat = text.replace(/\s+/g, ' ');
    const limit = best ? best.rank : PATTERNS.length;
    for (let rank = 0; rank < limit; rank++) {
      const match = PATTERNS[rank]!.pattern.exec(flat);
      if (!match) continue;
      best = { rank, found: { page, quote: clipQuote(flat), period: PATTERNS[rank]!.read(match) } };
      break;
    }
    if (best?.rank === 0) break;
  }
  return best?.found ?? null;
}
