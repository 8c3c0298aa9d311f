// Test data only: the hand-listed key facts of the corpus documents (expected-facts-data.ts) and how a fact the
// reader gives is judged against one of them: the same kind and period, and the same value as a person reads
// it (figures as figures, dates as dates, objectives by meaning, names and benchmarks as names).
import { isoDate, parsePercent } from '../figures.ts';
import { normalizeName } from '../key-facts.ts';
import { normalizeBenchmark } from '../labelled-values.ts';
import { objectivesAgree } from '../objective-meaning.ts';
import type { KeyFact, KeyFactKind } from '../types.ts';

export interface ExpectedFact {
  kind: KeyFactKind;
  period?: string;
  /** null: seen on the page, value not recorded (only for facts outside the text layer). */
  value: string | null;
  page: number;
  /** Why a person sees it but the PDF's text does not carry it: outside the accuracy denominator. */
  notInText?: string;
  note?: string;
}

export interface ExpectedDocument {
  documentType: string;
  isins: string[];
  facts: ExpectedFact[];
}

export { EXPECTED_DOCUMENTS as EXPECTED } from './expected-facts-data.ts';

function sameValue(kind: KeyFactKind, expected: string, read: KeyFact): boolean {
  switch (kind) {
    case 'objective':
      return objectivesAgree(expected, read.value);
    case 'benchmark': {
      const a = normalizeBenchmark(expected);
      const b = normalizeBenchmark(read.value);
      return a === b;
    }
    case 'fund-name':
    case 'share-class':
    case 'manager':
      return normalizeName(expected) === normalizeName(read.value);
    case 'launch-date':
    case 'as-at-date':
      return isoDate(expected) === read.normalized;
    case 'fund-size':
      return expected.replace(/\s/g, '') === read.value.replace(/\s/g, '');
    default: {
      const e = parsePercent(expected);
      const r = parsePercent(read.value);
      if (e === null || r === null) return expected.trim().toLowerCase() === read.value.trim().toLowerCase();
      return e === r;
    }
  }
}

export type Verdict = 'right' | 'wrong' | 'missed';

/** How one hand-listed fact fared: read right (value and page), read wrong, or not read. */
export function judge(expected: ExpectedFact, read: KeyFact[]): { verdict: Verdict; read?: KeyFact } {
  const found = read.find((f) => f.kind === expected.kind && (f.period ?? '') === (expected.period ?? ''));
  if (!found) return { verdict: 'missed' };
  const right =
    expected.value !== null &&
    sameValue(expected.kind, expected.value, found) &&
    found.page === expected.page;
  return { verdict: right ? 'right' : 'wrong', read: found };
}
