import type { Role } from '#common/api/auth.ts';
import type { StructureView } from '#common/api/analyses.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { formatPt } from '../lib/analysis-format.ts';
import { EvidenceLink } from './evidence-link.tsx';

const yesNo = (value: boolean | null, yes: string, no: string) =>
  value === null ? (
    <Badge tone="slate">Unknown</Badge>
  ) : (
    <Badge tone={value ? 'green' : 'red'}>{value ? yes : no}</Badge>
  );

/** Headings and whether key sections can be found, font sizes, accessibility metadata, and each page. */
export function StructurePanel({
  structure,
  role,
  documentId,
}: {
  structure: StructureView;
  role: Role;
  documentId: string;
}) {
  const { fonts, metadata } = structure;
  return (
    <SectionCard title="Structure and visual content">
      <div className="space-y-6 p-5">
        <div className="grid gap-6 lg:grid-cols-3">
          <div>
            <h3 className="font-semibold text-slate-900">Key sections</h3>
            <ul className="mt-2 space-y-2 text-sm">
              {structure.keySections.map((k) => (
                <li key={k.label} className="flex flex-wrap items-center gap-2">
                  <Badge tone={!k.found ? 'red' : k.headingPage !== null ? 'green' : 'amber'}>
                    {!k.found ? 'Missing' : k.headingPage !== null ? 'Has a heading' : 'No heading'}
                  </Badge>
                  <span className="capitalize text-slate-900">{k.label}</span>
                  {k.found && (
                    <EvidenceLink role={role} documentId={documentId} page={k.headingPage ?? k.firstPage} />
                  )}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">Text size</h3>
            <dl className="mt-2 space-y-1 text-sm text-slate-800">
              {!fonts.hasSizes ? (
                <p>This format carries no font sizes, so text size was not checked.</p>
              ) : (
                <>
                  <div>
                    <dt className="inline font-medium">Body text: </dt>
                    <dd className="inline">{formatPt(fonts.predominantBodyPt)}</dd>
                  </div>
                  <div>
                    <dt className="inline font-medium">Smallest body text: </dt>
                    <dd className="inline">
                      {formatPt(fonts.smallestBodyPt)}
                      {fonts.smallestBodyPage !== null && ` (page ${fonts.smallestBodyPage})`}
                    </dd>
                  </div>
                  <div>
                    <dt className="inline font-medium">Risk text: </dt>
                    <dd className="inline">
                      {formatPt(fonts.riskTextPt)}
                      {fonts.riskTextDifferencePt !== null && fonts.riskTextDifferencePt !== 0
                        ? ` (${fonts.riskTextDifferencePt > 0 ? '+' : ''}${fonts.riskTextDifferencePt} pt against body text)`
                        : ''}
                    </dd>
                  </div>
                  <div>
                    <dt className="inline font-medium">Pages below {fonts.minBodyTextPt} pt: </dt>
                    <dd className="inline">
                      {fonts.pagesBelowMinimum.length === 0 ? 'none' : fonts.pagesBelowMinimum.join(', ')}
                    </dd>
                  </div>
                </>
              )}
            </dl>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">Accessibility metadata</h3>
            <dl className="mt-2 space-y-2 text-sm text-slate-800">
              <div className="flex flex-wrap items-center gap-2">
                <dt className="font-medium">Title:</dt>
                <dd>{metadata.title ? metadata.title : <Badge tone="red">Missing</Badge>}</dd>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <dt className="font-medium">Language:</dt>
                <dd>
                  {metadata.language ?? <Badge tone="red">Not set</Badge>}
                  {metadata.detectedLanguage ? ` (text reads as ${metadata.detectedLanguage})` : ''}
                </dd>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <dt className="font-medium">Tagged PDF:</dt>
                <dd>{yesNo(metadata.tagged, 'Tagged', 'Not tagged')}</dd>
              </div>
            </dl>
          </div>
        </div>

        <details>
          <summary className="cursor-pointer font-semibold text-slate-900">
            Heading outline ({structure.outline.length})
          </summary>
          {structure.outline.length === 0 ? (
            <p className="mt-2 text-slate-700">No headings were recognised.</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm">
              {structure.outline.map((o, i) => (
                <li key={i} style={{ paddingLeft: `${(Math.min(o.level, 6) - 1) * 1.25}rem` }}>
                  <span className="text-slate-600">H{o.level} </span>
                  <span className="text-slate-900">{o.text}</span>{' '}
                  <EvidenceLink role={role} documentId={documentId} page={o.page} />
                  {o.empty && (
                    <Badge tone="amber" className="ml-2">
                      No content
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          )}
        </details>

        <details>
          <summary className="cursor-pointer font-semibold text-slate-900">
            Pages ({structure.pages.length})
          </summary>
          <DataTable
            caption="Words, tables, images and text size per page"
            captionHidden
            className="mt-2"
            head={
              <tr>
                <th scope="col" className={TH_CLASS}>
                  Page
                </th>
                <th scope="col" className={TH_CLASS}>
                  Words
                </th>
                <th scope="col" className={TH_CLASS}>
                  Words per A4
                </th>
                <th scope="col" className={TH_CLASS}>
                  Tables
                </th>
                <th scope="col" className={TH_CLASS}>
                  Images
                </th>
                <th scope="col" className={TH_CLASS}>
                  Smallest text
                </th>
              </tr>
            }
          >
            {structure.pages.map((p) => (
              <tr key={p.page}>
                <td className={TD_CLASS}>
                  <EvidenceLink role={role} documentId={documentId} page={p.page} />
                  {p.ocr ? ' (OCR)' : ''}
                </td>
                <td className={TD_CLASS}>{p.words}</td>
                <td className={TD_CLASS}>{p.wordsPerA4 ?? '—'}</td>
                <td className={TD_CLASS}>{p.tables}</td>
                <td className={TD_CLASS}>{p.images}</td>
                <td className={TD_CLASS}>{formatPt(p.smallestTextPt)}</td>
              </tr>
            ))}
          </DataTable>
        </details>
      </div>
    </SectionCard>
  );
}
