/**
 * One fund's documents checked against each other. Each fact kind (per period for returns) is compared
 * pairwise across the documents that state it; a fact a document must state (must-state.ts) but omits,
 * while another of the fund's documents states it, is an omission. Figures compare as figures to the
 * precision shown, objectives by meaning, names and benchmarks as normalised names; the documents' dates
 * decide whether a difference may just be the later document's newer figure.
 */
import { figuresAgree } from './figures.ts';
import { normalizeName } from './key-facts.ts';
import { familyOf, MUST_STATE, type DocumentFamily } from './must-state.ts';
import { objectivesAgree } from './objective-meaning.ts';
import type {
  DisagreementSeverity,
  FundDisagreement,
  FundDocumentFacts,
  KeyFact,
  KeyFactKind,
} from './types.ts';

const LABELS: Record<KeyFactKind, string> = {
  'fund-name': 'Fund name',
  'share-class': 'Share class',
  'ongoing-charge': 'Ongoing charge',
  'entry-charge': 'Entry charge',
  'exit-charge': 'Exit charge',
  'transaction-costs': 'Transaction costs',
  'risk-indicator': 'Risk indicator',
  objective: 'Objective',
  benchmark: 'Benchmark or comparator',
  'calendar-year-return': 'Return',
  'cumulative-return': 'Cumulative return',
  'fund-size': 'Fund size',
  'launch-date': 'Launch date',
  manager: 'Manager',
  'as-at-date': 'Date',
};

/**
 * Severity of a mismatch between same-dated (or undated) documents. High where a retail investor's decision
 * turns on the figure and the FCA's reviews find discrepancies most (the ongoing charge, the risk class, a
 * year's return: COBS 4.6, the UCITS KII Regulation arts. 8, 10, 15); medium for what describes the fund
 * (objective, benchmark, names, one-off charges, launch, manager); low for figures that move daily (size,
 * cumulative returns at different dates). Omissions and newer-document differences are low: they ask for a
 * look, not a correction (an omission is already a finding of the document's own rule pack).
 */
const SEVERITY: Record<KeyFactKind, DisagreementSeverity> = {
  'ongoing-charge': 'high',
  'risk-indicator': 'high',
  'calendar-year-return': 'high',
  objective: 'medium',
  benchmark: 'medium',
  'fund-name': 'medium',
  'share-class': 'medium',
  'entry-charge': 'medium',
  'exit-charge': 'medium',
  'transaction-costs': 'medium',
  'launch-date': 'medium',
  manager: 'medium',
  'cumulative-return': 'low',
  'fund-size': 'low',
  'as-at-date': 'low',
};

/** Facts that change over time, so a later document may state a newer value. */
const TIME_VARYING = new Set<KeyFactKind>([
  'ongoing-charge',
  'entry-charge',
  'exit-charge',
  'transaction-costs',
  'risk-indicator',
  'objective',
  'benchmark',
  'manager',
  'cumulative-return',
  'fund-size',
]);

/** Facts compared only between documents of the same date: they are expected to differ otherwise. */
const SAME_DATE_ONLY = new Set<KeyFactKind>(['cumulative-return', 'fund-size']);

/** Never compared: the document's own date is expected to differ. */
const NOT_COMPARED = new Set<KeyFactKind>(['as-at-date']);

const NO_CHARGE = /^(?:n\/a|none|nil|-)$/i;

/** A charge stated as "N/A" or "None" is a charge of nothing. */
function asFigure(f: KeyFact): { value: string; normalized: number } | null {
  if (typeof f.normalized === 'number') return { value: f.value, normalized: f.normalized };
  if (NO_CHARGE.test(f.value.trim())) return { value: '0', normalized: 0 };
  return null;
}

const CHARGES = new Set<KeyFactKind>(['ongoing-charge', 'entry-charge', 'exit-charge', 'transaction-costs']);

export function factsAgree(kind: KeyFactKind, a: KeyFact, b: KeyFact): boolean {
  if (kind === 'objective') return objectivesAgree(a.value, b.value);
  if (kind === 'launch-date' || kind === 'as-at-date') {
    const x = String(a.normalized);
    const y = String(b.normalized);
    // "Oct 2018" and "26 Oct 2018" agree: compared to the coarser date
    return x.startsWith(y) || y.startsWith(x);
  }
  if (kind === 'fund-size' && typeof a.normalized === 'number' && typeof b.normalized === 'number')
    return Math.abs(a.normalized - b.normalized) <= 0.01 * Math.max(a.normalized, b.normalized);
  const fa = CHARGES.has(kind)
    ? asFigure(a)
    : typeof a.normalized === 'number'
      ? { value: a.value, normalized: a.normalized }
      : null;
  const fb = CHARGES.has(kind)
    ? asFigure(b)
    : typeof b.normalized === 'number'
      ? { value: b.value, normalized: b.normalized }
      : null;
  if (fa && fb) return figuresAgree(fa, fb);
  const x = kind === 'benchmark' ? String(a.normalized) : normalizeName(a.value);
  const y = kind === 'benchmark' ? String(b.normalized) : normalizeName(b.value);
  // one document's fuller name ("Fidelity Index World Fund" / "Fidelity Index World") still agrees
  return x === y || (x.length > 0 && y.length > 0 && (x.includes(y) || y.includes(x)));
}

const side = (d: FundDocumentFacts, f: KeyFact | null) => ({
  documentId: d.documentId,
  documentName: d.documentName,
  value: f?.value ?? null,
  page: f?.page ?? null,
  quote: f?.quote ?? null,
});

const where = (d: FundDocumentFacts, f: KeyFact) => `${d.documentName} (page ${f.page})`;

/**
 * Whether the later of two dated documents may show a newer value: the fact changes over time, and for a
 * year's return, the earlier document was dated before that period ended (a finished year's return does
 * not change, so two documents after it must agree).
 */
function isNewer(
  kind: KeyFactKind,
  period: string | undefined,
  a: FundDocumentFacts,
  b: FundDocumentFacts,
): boolean {
  if (!a.asAt || !b.asAt || a.asAt === b.asAt) return false;
  if (TIME_VARYING.has(kind)) return true;
  if (kind === 'calendar-year-return' && period) {
    const earlier = a.asAt < b.asAt ? a.asAt : b.asAt;
    const periodEnd = /^\d{4}$/.test(period) ? `${period}-12-31` : period;
    return earlier < periodEnd;
  }
  return false;
}

function keyOf(kind: KeyFactKind, period: string | undefined, ids: string[], suffix = ''): string {
  return `${kind}:${period ?? ''}:${[...ids].sort().join('|')}${suffix}`;
}

function factsByKey(d: FundDocumentFacts): Map<string, KeyFact> {
  const map = new Map<string, KeyFact>();
  for (const f of d.facts) {
    const key = `${f.kind}:${f.period ?? ''}`;
    if (!map.has(key)) map.set(key, f);
  }
  return map;
}

export function reconcileFund(documents: FundDocumentFacts[]): FundDisagreement[] {
  const out: FundDisagreement[] = [];
  const docs = [...documents].sort((x, y) => x.documentId.localeCompare(y.documentId));
  const facts = docs.map(factsByKey);

  for (let i = 0; i < docs.length; i++) {
    for (let j = i + 1; j < docs.length; j++) {
      const [a, b] = [docs[i]!, docs[j]!];
      for (const [key, fa] of facts[i]!) {
        const fb = facts[j]!.get(key);
        if (!fb || NOT_COMPARED.has(fa.kind)) continue;
        const sameDate = a.asAt === b.asAt || !a.asAt || !b.asAt;
        if (SAME_DATE_ONLY.has(fa.kind) && !sameDate) continue;
        if (factsAgree(fa.kind, fa, fb)) continue;
        const newer = isNewer(fa.kind, fa.period, a, b);
        const later = newer ? (a.asAt! > b.asAt! ? a : b) : null;
        const label = `${LABELS[fa.kind]}${fa.period ? ` (${periodLabel(fa.period)})` : ''}`;
        const message = later
          ? `${label}: ${fa.value} in ${where(a, fa)}, ${fb.value} in ${where(b, fb)}. ${later.documentName} is the newer document (as at ${later.asAt}), so it may simply show the newer figure.`
          : `${label} differs: ${fa.value} in ${where(a, fa)}, ${fb.value} in ${where(b, fb)}.`;
        out.push({
          key: keyOf(fa.kind, fa.period, [a.documentId, b.documentId]),
          kind: fa.kind,
          ...(fa.period !== undefined ? { period: fa.period } : {}),
          type: 'mismatch',
          severity: newer ? 'low' : SEVERITY[fa.kind],
          message,
          newerDocument: newer,
          a: side(a, fa),
          b: side(b, fb),
        });
      }
    }
  }
  out.push(...omissions(docs, facts));
  return out;
}

/**
 * A document that must state a fact (by its family) and does not, while another of the fund's documents
 * states it: one omission per document and fact kind, against the first document (by id) that states it.
 * Kinds with periods are checked as a kind: a KIID dated before a year ended cannot show that year.
 */
function omissions(docs: FundDocumentFacts[], facts: Map<string, KeyFact>[]): FundDisagreement[] {
  const out: FundDisagreement[] = [];
  docs.forEach((b, j) => {
    const family: DocumentFamily | null = familyOf(b.documentType, b.documentName);
    if (!family) return;
    for (const kind of MUST_STATE[family]) {
      if (b.facts.some((f) => f.kind === kind)) continue;
      const i = docs.findIndex((d, k) => k !== j && d.facts.some((f) => f.kind === kind));
      if (i < 0) continue;
      const a = docs[i]!;
      const fa = [...facts[i]!.values()].find((f) => f.kind === kind)!;
      out.push({
        key: keyOf(kind, undefined, [b.documentId], ':omission'),
        kind,
        type: 'omission',
        severity: 'low',
        message: `${LABELS[kind]} is not stated in ${b.documentName}, which must state it; ${where(a, fa)} states ${fa.value}.`,
        newerDocument: false,
        a: side(a, fa),
        b: side(b, null),
      });
    }
  });
  return out;
}

function periodLabel(period: string): string {
  if (/^\d{4}$/.test(period)) return period;
  if (/^\d{4}-\d{2}-\d{2}$/.test(period)) return `12 months to ${period}`;
  return period === 'since-launch' ? 'since launch' : period;
}
