import { useState } from 'react';
import { Link } from 'react-router';
import { FUND_DOCUMENT_REVIEW_LABELS, type Fund, type FundDocument } from '#common/api/funds.ts';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { documentTypeLabel } from '../../../lib/document-types.ts';
import { formatDate } from '../../../lib/format.ts';
import { useChangeLink } from '../api/fund-actions.ts';
import { disagreementsCsvUrl, factsCsvUrl } from '../api/fund-keys.ts';
import { useUnlinkedDocuments } from '../api/get-unlinked-documents.ts';
import { LINK_LABELS, RAG_LABELS, RAG_TONES, REVIEW_TONES } from '../lib/fund-labels.ts';
import { DisagreementList } from './disagreement-list.tsx';
import { FundAovGrid } from './fund-aov-grid.tsx';
import { KeyFactsTable } from './key-facts-table.tsx';

function DocumentRows({
  fundId,
  documents,
  proposals,
}: {
  fundId: string;
  documents: FundDocument[];
  proposals: boolean;
}) {
  const change = useChangeLink(fundId);
  return (
    <>
      <DataTable
        caption={proposals ? 'Documents proposed for this fund' : "The fund's documents"}
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
              Review status
            </th>
            <th scope="col" className={TH_CLASS}>
              As at
            </th>
            <th scope="col" className={TH_CLASS}>
              Link
            </th>
            <th scope="col" className={TH_CLASS}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        }
      >
        {documents.map((d) => (
          <tr key={d.documentId}>
            <td className={TD_CLASS}>
              <Link to={paths.client.document(d.documentId)} className={TEXT_LINK_CLASS}>
                {d.fileName}
              </Link>
              <p className="mt-1 text-xs text-slate-700">
                Version {d.version}
                {!d.extracted && ' · still being read'}
              </p>
            </td>
            <td className={TD_CLASS}>{documentTypeLabel(d.documentType)}</td>
            <td className={TD_CLASS}>
              <Badge tone={REVIEW_TONES[d.reviewStatus]}>{FUND_DOCUMENT_REVIEW_LABELS[d.reviewStatus]}</Badge>
            </td>
            <td className={TD_CLASS}>{d.asAt ? formatDate(d.asAt) : '—'}</td>
            <td className={TD_CLASS}>{LINK_LABELS[d.link]}</td>
            <td className={TD_CLASS}>
              <div className="flex flex-wrap gap-2">
                {proposals && (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={change.isPending}
                    onClick={() => change.mutate({ documentId: d.documentId, action: 'confirm' })}
                    aria-label={`Confirm ${d.fileName}`}
                  >
                    Confirm
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  loading={change.isPending}
                  onClick={() => change.mutate({ documentId: d.documentId, action: 'unlink' })}
                  aria-label={`${proposals ? 'Reject' : 'Unlink'} ${d.fileName}`}
                >
                  {proposals ? 'Reject' : 'Unlink'}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {change.isError && <ErrorAlert className="m-5">{change.error.message}</ErrorAlert>}
    </>
  );
}

/** Links one of the firm's unlinked documents to this fund by hand. */
function LinkDocument({ fundId }: { fundId: string }) {
  const unlinked = useUnlinkedDocuments(1);
  const change = useChangeLink(fundId);
  const [documentId, setDocumentId] = useState('');
  const items = unlinked.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <form
      className="flex flex-wrap items-end gap-2 border-t border-slate-200 px-5 py-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (documentId) change.mutate({ documentId, action: 'link' }, { onSuccess: () => setDocumentId('') });
      }}
    >
      <SelectField
        label="Link an unlinked document"
        name="documentId"
        className="min-w-64 flex-1"
        value={documentId}
        onChange={(e) => setDocumentId(e.target.value)}
        options={[
          { value: '', label: 'Choose a document' },
          ...items.map((d) => ({ value: d.documentId, label: d.fileName })),
        ]}
      />
      <Button type="submit" variant="secondary" loading={change.isPending} disabled={!documentId}>
        Link document
      </Button>
      {change.isError && <ErrorAlert className="w-full">{change.error.message}</ErrorAlert>}
    </form>
  );
}

/**
 * A fund's page: its documents with review status, the key facts table, the disagreements to decide, and its
 * row of the Assessment of Value grid.
 */
export function FundDetail({ fund }: { fund: Fund }) {
  const open = fund.counts.open;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={RAG_TONES[fund.rag]}>RAG: {RAG_LABELS[fund.rag]}</Badge>
        <p className="text-slate-800">
          {fund.documents.length} document{fund.documents.length === 1 ? '' : 's'} · {open} open disagreement
          {open === 1 ? '' : 's'}
          {fund.shareClasses.length > 0 &&
            ` · ${fund.shareClasses.map((c) => (c.isin ? `${c.name} (${c.isin})` : c.name)).join(', ')}`}
        </p>
      </div>
      <SectionCard title="Documents">
        {fund.documents.length === 0 ? (
          <p className="px-5 py-4 text-slate-700">
            No documents yet. Documents quoting one of the fund&apos;s ISINs are linked as soon as their text
            is read.
          </p>
        ) : (
          <DocumentRows fundId={fund.id} documents={fund.documents} proposals={false} />
        )}
        <LinkDocument fundId={fund.id} />
      </SectionCard>
      {fund.proposals.length > 0 && (
        <SectionCard title="Proposed documents to confirm">
          <p className="px-5 pt-4 text-sm text-slate-700">
            These documents name the fund but quote none of its identifiers.
          </p>
          <DocumentRows fundId={fund.id} documents={fund.proposals} proposals />
        </SectionCard>
      )}
      <SectionCard
        title="Key facts"
        actions={
          <a href={factsCsvUrl(fund.id)} className={TEXT_LINK_CLASS} download>
            Export key facts (CSV)
          </a>
        }
      >
        <KeyFactsTable fund={fund} />
      </SectionCard>
      <SectionCard
        title="Disagreements"
        actions={
          <a href={disagreementsCsvUrl(fund.id)} className={TEXT_LINK_CLASS} download>
            Export disagreements (CSV)
          </a>
        }
      >
        <DisagreementList fund={fund} />
      </SectionCard>
      <SectionCard title="Assessment of Value">
        <FundAovGrid fund={fund} />
      </SectionCard>
    </div>
  );
}
