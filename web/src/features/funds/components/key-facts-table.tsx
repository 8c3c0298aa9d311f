import { Link } from 'react-router';
import type { Fund } from '#common/api/funds.ts';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { passageHref } from '../../../lib/documents/passage-href.ts';
import { factLabel } from '../lib/fund-labels.ts';

const rowKey = (kind: string, period?: string) => `${kind}|${period ?? ''}`;

/**
 * The key facts, one row per fact (and period), one column per document. Each value opens its evidence on
 * the document's page; a value an open disagreement involves is marked in words as well as colour.
 */
export function KeyFactsTable({ fund }: { fund: Fund }) {
  const docs = fund.documents;
  const rows = new Map<string, { kind: string; period?: string }>();
  for (const d of docs) for (const f of d.facts) rows.set(rowKey(f.kind, f.period), f);
  const disputed = new Set(
    fund.disagreements
      .filter((d) => d.decision === null)
      .flatMap((d) => [d.a.documentId, d.b.documentId].map((id) => `${rowKey(d.kind, d.period)}|${id}`)),
  );
  if (rows.size === 0)
    return <p className="px-5 py-4 text-slate-700">No key facts read from this fund&apos;s documents yet.</p>;
  return (
    <DataTable
      caption="Key facts by document"
      captionHidden
      head={
        <tr>
          <th scope="col" className={TH_CLASS}>
            Fact
          </th>
          {docs.map((d) => (
            <th key={d.documentId} scope="col" className={cn(TH_CLASS, 'normal-case')}>
              {d.fileName}
            </th>
          ))}
        </tr>
      }
    >
      {[...rows.entries()].map(([key, { kind, period }]) => (
        <tr key={key}>
          <th scope="row" className={cn(TD_CLASS, 'text-left font-semibold')}>
            {factLabel(kind, period)}
          </th>
          {docs.map((d) => {
            const fact = d.facts.find((f) => f.kind === kind && f.period === period);
            const isDisputed = disputed.has(`${key}|${d.documentId}`);
            return (
              <td key={d.documentId} className={cn(TD_CLASS, isDisputed && 'bg-amber-50')}>
                {fact ? (
                  <Link
                    to={passageHref('client', d.documentId, fact.page, fact.quote)}
                    className={TEXT_LINK_CLASS}
                    aria-label={`${fact.value}, page ${fact.page} of ${d.fileName}${isDisputed ? ', disagrees' : ''}`}
                  >
                    {fact.value}
                  </Link>
                ) : (
                  <span className="text-slate-600">Not stated</span>
                )}
                {isDisputed && (
                  <span className="ml-2 text-xs font-semibold text-amber-950" aria-hidden="true">
                    Disagrees
                  </span>
                )}
              </td>
            );
          })}
        </tr>
      ))}
    </DataTable>
  );
}
