import type { Fund } from '#common/api/funds.ts';
import { toCsv, type CsvValue } from '#common/csv.ts';

// The fund page's two tables as CSV: the key facts (one row per fact and period, one column per document,
// as the screen shows them) and the disagreements with both values, pages, quotes and their decisions.

const factLabel = (kind: string, period?: string) => (period ? `${kind} (${period})` : kind);

export function fundFactsCsv(fund: Fund): string {
  const docs = fund.documents;
  const rows = new Map<string, { kind: string; period?: string }>();
  for (const d of docs)
    for (const f of d.facts) rows.set(factLabel(f.kind, f.period), { kind: f.kind, period: f.period });
  const header = ['Fact', 'Period', ...docs.flatMap((d) => [d.fileName, `${d.fileName} (page)`])];
  const body = [...rows.values()].map(({ kind, period }) => {
    const cells: CsvValue[] = [kind, period ?? ''];
    for (const d of docs) {
      const fact = d.facts.find((f) => f.kind === kind && f.period === period);
      cells.push(fact?.value ?? '', fact?.page ?? '');
    }
    return cells;
  });
  return toCsv([header, ...body]);
}

export const DISAGREEMENTS_HEADER = [
  'Fact',
  'Period',
  'Type',
  'Severity',
  'Message',
  'Newer document',
  'Document A',
  'Value A',
  'Page A',
  'Quote A',
  'Document B',
  'Value B',
  'Page B',
  'Quote B',
  'Status',
  'Reason',
  'Decided by',
  'Decided at',
  'Key',
] as const;

export function fundDisagreementsCsv(fund: Fund): string {
  const body = fund.disagreements.map((d) => [
    d.kind,
    d.period ?? '',
    d.type,
    d.severity,
    d.message,
    d.newerDocument ? 'yes' : 'no',
    d.a.documentName,
    d.a.value,
    d.a.page,
    d.a.quote,
    d.b.documentName,
    d.b.value,
    d.b.page,
    d.b.quote,
    d.decision?.status ?? 'open',
    d.decision?.reason ?? '',
    d.decision?.decidedBy ?? '',
    d.decision?.decidedAt ?? '',
    d.key,
  ]);
  return toCsv([DISAGREEMENTS_HEADER, ...body]);
}
