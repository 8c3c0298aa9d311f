import { useState } from 'react';
import { FileCheck2 } from 'lucide-react';
import { Link } from 'react-router';
import type { UnlinkedDocument } from '#common/api/funds.ts';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { documentTypeLabel } from '../../../lib/document-types.ts';
import { useScanDocuments } from '../api/fund-actions.ts';
import { UNLINKED_PAGE_SIZE, useUnlinkedDocuments } from '../api/get-unlinked-documents.ts';
import { NewFundForm } from './new-fund-form.tsx';

function ReadIdentifiers({ doc }: { doc: UnlinkedDocument }) {
  const ids = doc.identifiers;
  if (!ids) return <span className="text-slate-700">Not read yet</span>;
  const parts = [
    ids.fundNames.length > 0 && `Names: ${ids.fundNames.join('; ')}`,
    ids.isins.length > 0 && `ISINs: ${ids.isins.join(', ')}`,
  ].filter(Boolean);
  return <span>{parts.length > 0 ? parts.join(' · ') : 'No fund named'}</span>;
}

/** Documents no fund has yet, to sort: scan them, open a proposed fund, or make a new fund from one. */
export function UnlinkedDocuments() {
  const [page, setPage] = useState(1);
  const unlinked = useUnlinkedDocuments(page);
  const scan = useScanDocuments();
  const [creatingFrom, setCreatingFrom] = useState<UnlinkedDocument | null>(null);
  return (
    <div className="space-y-6">
      {creatingFrom && (
        <SectionCard title={`New fund from ${creatingFrom.fileName}`}>
          <div className="p-5">
            <NewFundForm
              fromDocumentId={creatingFrom.documentId}
              initialName={creatingFrom.identifiers?.fundNames[0] ?? ''}
              initialShareClasses={(creatingFrom.identifiers?.isins ?? []).map((isin, i) => ({
                name: creatingFrom.identifiers?.shareClasses[i] ?? '',
                isin,
              }))}
              onCancel={() => setCreatingFrom(null)}
            />
          </div>
        </SectionCard>
      )}
      <SectionCard
        title="Unlinked documents"
        actions={
          <Button variant="secondary" size="sm" loading={scan.isPending} onClick={() => scan.mutate()}>
            Scan documents for funds
          </Button>
        }
      >
        <div aria-live="polite">
          {scan.isSuccess && (
            <SuccessMessage className="m-5">
              Read {scan.data.scanned} document{scan.data.scanned === 1 ? '' : 's'}: {scan.data.linked}{' '}
              linked, {scan.data.proposed} proposed.
            </SuccessMessage>
          )}
          {scan.isError && <ErrorAlert className="m-5">{scan.error.message}</ErrorAlert>}
        </div>
        {unlinked.isPending ? (
          <Spinner className="px-5 py-8" />
        ) : unlinked.isError ? (
          <div className="p-5">
            <ErrorAlert>Could not load the documents. {errorMessage(unlinked.error)}</ErrorAlert>
          </div>
        ) : unlinked.data.items.length === 0 ? (
          <EmptyState icon={FileCheck2} title="Every document belongs to a fund" />
        ) : (
          <>
            <DataTable
              caption="Unlinked documents"
              captionHidden
              head={
                <tr>
                  <th scope="col" className={TH_CLASS}>
                    Document
                  </th>
                  <th scope="col" className={TH_CLASS}>
                    Type
                  </th>
                  <th scope="col" className={TH_CLASS}>
                    Read from it
                  </th>
                  <th scope="col" className={TH_CLASS}>
                    Proposed for
                  </th>
                  <th scope="col" className={TH_CLASS}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              }
            >
              {unlinked.data.items.map((d) => (
                <tr key={d.documentId}>
                  <td className={TD_CLASS}>
                    <Link to={paths.client.document(d.documentId)} className={TEXT_LINK_CLASS}>
                      {d.fileName}
                    </Link>
                  </td>
                  <td className={TD_CLASS}>{documentTypeLabel(d.documentType)}</td>
                  <td className={TD_CLASS}>
                    <ReadIdentifiers doc={d} />
                  </td>
                  <td className={TD_CLASS}>
                    {d.proposals.length === 0
                      ? '—'
                      : d.proposals.map((p) => (
                          <Link
                            key={p.fundId}
                            to={paths.client.fund(p.fundId)}
                            className={`${TEXT_LINK_CLASS} mr-2`}
                          >
                            {p.fundName}
                          </Link>
                        ))}
                  </td>
                  <td className={TD_CLASS}>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setCreatingFrom(d)}
                      aria-label={`New fund from ${d.fileName}`}
                    >
                      New fund from this document
                    </Button>
                  </td>
                </tr>
              ))}
            </DataTable>
            {unlinked.data.total > UNLINKED_PAGE_SIZE && (
              <Pagination
                label="Unlinked documents pages"
                window={{
                  offset: (page - 1) * UNLINKED_PAGE_SIZE,
                  count: unlinked.data.items.length,
                  total: unlinked.data.total,
                }}
                onPrevious={() => setPage((p) => Math.max(1, p - 1))}
                onNext={() => setPage((p) => p + 1)}
              />
            )}
          </>
        )}
      </SectionCard>
    </div>
  );
}
