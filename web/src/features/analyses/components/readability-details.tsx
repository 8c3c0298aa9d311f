import type { Role } from '#common/api/auth.ts';
import type { ReadabilityView } from '#common/api/analyses.ts';
import { ExcludedBoilerplate } from '../../../components/readability/excluded-boilerplate.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { readingAgeTone } from '../lib/analysis-format.ts';
import { EvidenceLink } from './evidence-link.tsx';

/** Sentence lengths, the longest sentences, passive voice, acronyms, jargon and reading age by section. */
export function ReadabilityDetails({
  readability,
  role,
  documentId,
}: {
  readability: ReadabilityView;
  role: Role;
  documentId: string;
}) {
  const { sentenceLengths: lengths, metrics } = readability;
  const widest = Math.max(1, ...lengths.buckets.map((b) => b.count));
  return (
    <SectionCard title="Reading age and plain language">
      <div className="space-y-6 p-5">
        <ExcludedBoilerplate sentences={readability.excludedSentences} canOpenList={role === 'client'} />
        <div className="grid gap-6 lg:grid-cols-2">
          <div>
            <h3 className="font-semibold text-slate-900">Sentence lengths (words)</h3>
            <p className="text-sm text-slate-700">
              Mean {lengths.mean}, median {lengths.median}, 90th percentile {lengths.p90}, longest{' '}
              {lengths.max}. {lengths.longSentences} sentence{lengths.longSentences === 1 ? ' is' : 's are'}{' '}
              over {lengths.longSentenceWords} words.
            </p>
            <table className="mt-2 w-full text-sm">
              <caption className="sr-only">Number of sentences by length in words</caption>
              <tbody>
                {lengths.buckets.map((bucket) => (
                  <tr key={bucket.label}>
                    <th scope="row" className="w-16 py-0.5 pr-2 text-left font-normal text-slate-700">
                      {bucket.label}
                    </th>
                    <td className="py-0.5">
                      <div className="flex items-center gap-2">
                        <div
                          className="h-3 rounded bg-blue-700"
                          style={{
                            width: `${(bucket.count / widest) * 100}%`,
                            minWidth: bucket.count ? 4 : 0,
                          }}
                          aria-hidden="true"
                        />
                        <span className="tabular-nums text-slate-800">{bucket.count}</span>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">Longest sentences</h3>
            <ol className="mt-1 space-y-2 text-sm">
              {readability.longestSentences.slice(0, 5).map((s, i) => (
                <li key={i}>
                  <span className="font-medium text-slate-900">{s.words} words — </span>
                  <EvidenceLink role={role} documentId={documentId} page={s.page} quote={s.text} />
                </li>
              ))}
            </ol>
          </div>
        </div>

        <div>
          <h3 className="font-semibold text-slate-900">Financial jargon ({readability.jargon.length})</h3>
          {readability.jargon.length === 0 ? (
            <p className="text-slate-700">No terms from the glossary of financial jargon.</p>
          ) : (
            <DataTable
              caption="Financial terms and plain-English alternatives"
              captionHidden
              head={
                <tr>
                  <th scope="col" className={TH_CLASS}>
                    Term
                  </th>
                  <th scope="col" className={TH_CLASS}>
                    Plain English
                  </th>
                  <th scope="col" className={TH_CLASS}>
                    Uses
                  </th>
                  <th scope="col" className={TH_CLASS}>
                    First use
                  </th>
                </tr>
              }
            >
              {readability.jargon.map((j) => (
                <tr key={j.term}>
                  <td className={TD_CLASS}>{j.term}</td>
                  <td className={TD_CLASS}>{j.plainEnglish}</td>
                  <td className={TD_CLASS}>{j.count}</td>
                  <td className={TD_CLASS}>
                    <EvidenceLink role={role} documentId={documentId} page={j.page} quote={j.quote} />
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </div>

        <div className="grid gap-6 lg:grid-cols-2">
          <div>
            <h3 className="font-semibold text-slate-900">
              Acronyms used before they are explained ({readability.undefinedAcronyms.length})
            </h3>
            {readability.undefinedAcronyms.length === 0 ? (
              <p className="text-slate-700">Every acronym is explained before it is used.</p>
            ) : (
              <ul className="mt-1 space-y-1 text-sm">
                {readability.undefinedAcronyms.map((a) => (
                  <li key={a.acronym}>
                    <span className="font-medium text-slate-900">{a.acronym}</span>{' '}
                    <span className="text-slate-700">
                      ({a.status === 'never-defined' ? 'never explained' : 'explained later'}, {a.uses} use
                      {a.uses === 1 ? '' : 's'})
                    </span>{' '}
                    <EvidenceLink role={role} documentId={documentId} page={a.page} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">Passive voice ({readability.passiveVoice.count})</h3>
            {readability.passiveVoice.count === 0 ? (
              <p className="text-slate-700">No passive constructions found.</p>
            ) : (
              <ul className="mt-1 space-y-1 text-sm">
                {readability.passiveVoice.examples.slice(0, 5).map((p, i) => (
                  <li key={i}>
                    <span className="font-medium text-slate-900">“{p.phrase}”</span> in{' '}
                    <EvidenceLink role={role} documentId={documentId} page={p.page} quote={p.sentence} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>

        <details>
          <summary className="cursor-pointer font-semibold text-slate-900">
            Reading age by section ({readability.sections.length})
          </summary>
          <DataTable
            caption="Reading age by section"
            captionHidden
            className="mt-2"
            head={
              <tr>
                <th scope="col" className={TH_CLASS}>
                  Section
                </th>
                <th scope="col" className={TH_CLASS}>
                  Reading age
                </th>
                <th scope="col" className={TH_CLASS}>
                  Words
                </th>
                <th scope="col" className={TH_CLASS}>
                  Page
                </th>
              </tr>
            }
          >
            {readability.sections.map((s, i) => (
              <tr key={i}>
                <td className={TD_CLASS}>{s.heading ?? '(before the first heading)'}</td>
                <td className={TD_CLASS}>
                  <Badge tone={readingAgeTone(s.ukReadingAge, metrics.targetReadingAge)}>
                    {s.ukReadingAge}
                  </Badge>
                </td>
                <td className={TD_CLASS}>{s.words}</td>
                <td className={TD_CLASS}>
                  <EvidenceLink role={role} documentId={documentId} page={s.page} />
                </td>
              </tr>
            ))}
          </DataTable>
        </details>
      </div>
    </SectionCard>
  );
}
