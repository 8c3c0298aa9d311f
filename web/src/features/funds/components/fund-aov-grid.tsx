import { Link } from 'react-router';
import type { Fund, FundAov } from '#common/api/funds.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { paths } from '../../../config/paths.ts';
import { passageHref } from '../../../lib/documents/passage-href.ts';

type Status = FundAov['considerations'][number]['status'];

const STATUS_LABELS: Record<Status, string> = {
  assessed: 'Assessed',
  mentioned: 'Not evidenced',
  'not-found': 'Not found',
};
const STATUS_TONES: Record<Status, BadgeTone> = { assessed: 'green', mentioned: 'amber', 'not-found': 'red' };
const RATING_TONES: Record<'red' | 'amber' | 'green', BadgeTone> = {
  red: 'red',
  amber: 'amber',
  green: 'green',
};

const AOV_TYPES = new Set(['aov-report', 'assessment-of-value']);

/** Which document to link or analyse, when the fund has no grid yet: said by name where one is linked. */
function EmptyState({ fund }: { fund: Fund }) {
  const reports = fund.documents.filter((d) => AOV_TYPES.has(d.documentType) && !d.archived);
  if (reports.length === 0)
    return (
      <p className="px-5 py-4 text-slate-700">
        No Assessment of Value report is linked to this fund. Link the AoV report that covers it (type
        &ldquo;Assessment of Value&rdquo;) above, then run its AoV analysis to see the fund&apos;s grid here.
      </p>
    );
  return (
    <div className="px-5 py-4 text-slate-700">
      <p>
        No AoV analysis of the linked report covers this fund yet. Analyse{' '}
        {reports.map((d, i) => (
          <span key={d.documentId}>
            {i > 0 && ' or '}
            <Link to={paths.client.document(d.documentId)} className={TEXT_LINK_CLASS}>
              {d.fileName}
            </Link>
          </span>
        ))}{' '}
        (AoV analysis); if it is analysed already, its sections do not name this fund.
      </p>
    </div>
  );
}

/**
 * The fund's row of its AoV report's grid: each COLL 6.6.21R consideration with what the report does with it,
 * its rating, and the quotes it rests on, each opening the report at its page.
 */
export function FundAovGrid({ fund }: { fund: Fund }) {
  const aov = fund.aov;
  if (!aov) return <EmptyState fund={fund} />;
  return (
    <>
      <p className="px-5 pt-4 text-sm text-slate-700">
        From{' '}
        <Link to={paths.client.document(aov.documentId)} className={TEXT_LINK_CLASS}>
          {aov.fileName}
        </Link>
        {aov.scope === 'fund'
          ? `, the section on ${aov.reportFund}${aov.page !== null ? ` (page ${aov.page})` : ''}`
          : ', a report on this fund alone'}
        : {aov.assessedCount} of {aov.considerations.length} considerations assessed.{' '}
        <Link to={paths.client.analysis(aov.analysisId)} className={TEXT_LINK_CLASS}>
          Open the full analysis
        </Link>
        {aov.outdated && ' (analysed on an earlier version of the report: analyse it again)'}.
      </p>
      <DataTable
        caption={`Assessment of Value grid for ${fund.name}`}
        captionHidden
        head={
          <tr>
            <th scope="col" className={TH_CLASS}>
              Consideration
            </th>
            <th scope="col" className={TH_CLASS}>
              Verdict
            </th>
            <th scope="col" className={TH_CLASS}>
              Rating
            </th>
            <th scope="col" className={TH_CLASS}>
              Evidence
            </th>
          </tr>
        }
      >
        {aov.considerations.map((c) => (
          <tr key={c.id}>
            <th scope="row" className={`${TD_CLASS} text-left font-medium`}>
              {c.name}
            </th>
            <td className={TD_CLASS}>
              <Badge tone={STATUS_TONES[c.status]}>{STATUS_LABELS[c.status]}</Badge>
              {c.status !== 'assessed' && c.notes.length > 0 && (
                <p className="mt-1 text-sm text-slate-700">{c.notes[c.notes.length - 1]}</p>
              )}
            </td>
            <td className={TD_CLASS}>
              {c.ratingEquivalent ? (
                <Badge tone={RATING_TONES[c.ratingEquivalent]}>{c.rating}</Badge>
              ) : (
                <span className="text-slate-700">{c.rating === 'not-rated' ? 'Not rated' : c.rating}</span>
              )}
            </td>
            <td className={TD_CLASS}>
              {c.evidence.length === 0 ? (
                <span className="text-slate-700">None quoted</span>
              ) : (
                <ul className="space-y-1">
                  {c.evidence.slice(0, 2).map((e) => (
                    <li key={`${e.page}:${e.quote}`}>
                      &ldquo;{e.quote}&rdquo;{' '}
                      <Link
                        to={passageHref('client', aov.documentId, e.page, e.quote)}
                        className={TEXT_LINK_CLASS}
                        aria-label={`${c.name}: page ${e.page} of ${aov.fileName}`}
                      >
                        page {e.page}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
