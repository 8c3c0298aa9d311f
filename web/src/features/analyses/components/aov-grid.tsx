import type { Role } from '#common/api/auth.ts';
import type { AovView } from '#common/api/analyses.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { aovStatusLabel, aovStatusTone, ratingLabel, ratingTone } from '../lib/analysis-format.ts';
import { EvidenceLink } from './evidence-link.tsx';

const COVERAGE_LABELS: Record<AovView['considerations'][number]['coverage'], string> = {
  section: 'Own section',
  table: 'In a table',
  mention: 'Found in the text',
  none: 'Not covered',
};

/**
 * The seven considerations of COLL 6.6.21R: assessed (figures, a comparison or a conclusion), mentioned only
 * (a heading or words without substance) or not found, said in words; the report's own rating, the evidence with its
 * page, and whether a conclusion and an action are stated. COLL 6.6.20R is the duty to assess at least
 * annually; the public report is COLL 4.5.7R(8).
 */
export function AovGrid({ aov, role, documentId }: { aov: AovView; role: Role; documentId: string }) {
  return (
    <SectionCard
      // the one count (engine/measures aovCoverage) the summary and Compare versions print too
      title={`Assessment of Value: ${aov.overall.coverage.label}`}
    >
      <div className="space-y-5 p-5">
        <p className="text-slate-800">
          The seven considerations of COLL 6.6.21R. The assessment itself is required at least annually by
          COLL 6.6.20R and its public report by COLL 4.5.7R(8).
        </p>
        <DataTable
          caption="Assessment of Value considerations (COLL 6.6.21R)"
          head={
            <tr>
              <th scope="col" className={TH_CLASS}>
                Consideration
              </th>
              <th scope="col" className={TH_CLASS}>
                Assessed
              </th>
              <th scope="col" className={TH_CLASS}>
                Rating
              </th>
              <th scope="col" className={TH_CLASS}>
                Evidence
              </th>
              <th scope="col" className={TH_CLASS}>
                Conclusion
              </th>
              <th scope="col" className={TH_CLASS}>
                Action
              </th>
            </tr>
          }
        >
          {aov.considerations.map((c) => (
            <tr key={c.id}>
              <th scope="row" className={`${TD_CLASS} text-left font-semibold text-slate-900`}>
                {c.name}
                <span className="block text-xs font-normal text-slate-600">{c.citation}</span>
              </th>
              <td className={TD_CLASS}>
                <Badge tone={aovStatusTone(c.status, c.covered)}>{aovStatusLabel(c.status, c.covered)}</Badge>
                <span className="block text-xs text-slate-600">
                  {c.headingFound ? 'Heading found; ' : ''}
                  {COVERAGE_LABELS[c.coverage]}
                </span>
              </td>
              <td className={TD_CLASS}>
                {c.rating && c.rating !== 'not-rated' ? (
                  <Badge tone={ratingTone(c.ratingEquivalent)}>{ratingLabel(c.rating)}</Badge>
                ) : (
                  'Not rated'
                )}
              </td>
              <td className={TD_CLASS}>
                {c.evidence.length === 0 ? (
                  '—'
                ) : (
                  <ul className="space-y-1">
                    {c.evidence.slice(0, 2).map((e, i) => (
                      <li key={i}>
                        <EvidenceLink role={role} documentId={documentId} page={e.page} quote={e.quote} />
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className={TD_CLASS}>
                {c.conclusion ? (
                  <EvidenceLink
                    role={role}
                    documentId={documentId}
                    page={c.conclusion.page}
                    quote={c.conclusion.quote}
                  />
                ) : c.conclusionStated ? (
                  'Stated'
                ) : c.covered ? (
                  <Badge tone="amber">None stated</Badge>
                ) : (
                  '—'
                )}
              </td>
              <td className={TD_CLASS}>
                {c.action ? (
                  <EvidenceLink
                    role={role}
                    documentId={documentId}
                    page={c.action.page}
                    quote={c.action.quote}
                  />
                ) : c.actionStated ? (
                  'Stated'
                ) : c.covered ? (
                  'None stated'
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </DataTable>

        {aov.fundGrids.length > 0 ? <FundGrids grids={aov.fundGrids} /> : null}

        <div className="grid gap-5 md:grid-cols-2">
          <div>
            <h3 className="font-semibold text-slate-900">What a board or the FCA would question first</h3>
            {aov.overall.questionsFirst.length === 0 ? (
              <p className="mt-1 text-slate-700">
                Nothing stands out: every consideration is covered and concluded.
              </p>
            ) : (
              <ol className="mt-1 list-decimal space-y-1 pl-5 text-slate-800">
                {aov.overall.questionsFirst.map((q) => (
                  <li key={q}>{q}</li>
                ))}
              </ol>
            )}
          </div>
          <div className="space-y-3">
            <div>
              <h3 className="font-semibold text-slate-900">Overall conclusion</h3>
              {aov.overallConclusion ? (
                <EvidenceLink
                  role={role}
                  documentId={documentId}
                  page={aov.overallConclusion.page}
                  quote={aov.overallConclusion.quote}
                />
              ) : (
                <p className="text-slate-700">No overall statement of value found.</p>
              )}
            </div>
            <div>
              <h3 className="font-semibold text-slate-900">Period assessed</h3>
              {aov.assessmentPeriod ? (
                <>
                  {aov.assessmentPeriod.period ? (
                    <p className="text-slate-800">{aov.assessmentPeriod.period}</p>
                  ) : null}
                  <EvidenceLink
                    role={role}
                    documentId={documentId}
                    page={aov.assessmentPeriod.page}
                    quote={aov.assessmentPeriod.quote}
                  />
                </>
              ) : (
                <p className="text-slate-700">The report does not state the period or date assessed.</p>
              )}
            </div>
            <NamedList title="Funds" items={aov.funds} />
            <NamedList title="Share classes" items={aov.shareClasses} />
          </div>
        </div>
      </div>
    </SectionCard>
  );
}

function NamedList({ title, items }: { title: string; items: AovView['funds'] }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">
        {title} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="text-slate-700">None found.</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-2">
          {items.slice(0, 30).map((item) => (
            <li key={item.name}>
              <Badge tone="slate">
                {item.name} (p. {item.page})
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One row per fund (or share class with its own section); the grid above is the whole report's summary. */
function FundGrids({ grids }: { grids: AovView['fundGrids'] }) {
  const columns = grids[0]!.considerations;
  return (
    <DataTable
      caption="Considerations by fund and share class (each one's own sections)"
      head={
        <tr>
          <th scope="col" className={TH_CLASS}>
            Fund
          </th>
          {columns.map((c) => (
            <th key={c.id} scope="col" className={TH_CLASS}>
              {c.name}
            </th>
          ))}
        </tr>
      }
    >
      {grids.map((g) => (
        <tr key={`${g.fund}|${g.shareClass ?? ''}`}>
          <th scope="row" className={`${TD_CLASS} text-left font-semibold text-slate-900`}>
            {g.shareClass ? `${g.fund ? `${g.fund}: ` : ''}${g.shareClass}` : g.fund}
            <span className="block text-xs font-normal text-slate-600">
              p. {g.page}; {g.assessedCount} of 7 assessed
              {g.shareClasses.length > 0 ? `; classes: ${g.shareClasses.join(', ')}` : ''}
            </span>
          </th>
          {g.considerations.map((c) => (
            <td key={c.id} className={TD_CLASS}>
              <Badge tone={aovStatusTone(c.status, c.status !== 'not-found')}>
                {aovStatusLabel(c.status, c.status !== 'not-found')}
              </Badge>
              {c.rating !== 'not-rated' ? (
                <span className="block text-xs text-slate-600">Rated {ratingLabel(c.rating)}</span>
              ) : null}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
