import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import type { DocumentItem } from '#common/api/documents.ts';
import { dashboardPathFor } from '../../../config/paths.ts';
import { DocumentStatusBadge, DocumentTypeBadge } from '../../../components/documents/document-badges.tsx';
import { Page } from '../../../components/layout/page.tsx';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { AsAtDate } from '../../../components/documents/as-at-date.tsx';
import { formatDate, formatDateTime, formatFileSize } from '../../../lib/format.ts';
import { useDocument } from '../../../lib/documents/api/get-document.ts';
import { DocumentPagePanes } from './document-page-panes.tsx';
import { DocumentViewActions } from './document-view-actions.tsx';
import { DocumentViewDetails } from './document-view-details.tsx';
import { DocumentViewDialogs } from './document-view-dialogs.tsx';
import { ExtractionStatus } from './extraction-status.tsx';
import { PageNavigation } from './page-navigation.tsx';
import { useDocumentView } from './use-document-view.ts';
import { VersionList } from './version-list.tsx';

export { PREVIEW_NOT_AVAILABLE } from './document-page-panes.tsx';
export type { DocumentViewNotice } from './use-document-view.ts';

/**
 * The document view for clients and administrators: details, actions, live extraction progress, the
 * original (PDFs drawn with pdf.js) beside its extracted text, page by page. `?page=N&highlight=text`
 * opens a page and marks the first occurrence of a passage (links from findings and evidence): in the text,
 * and as boxes over its printed lines on the page, which take the keyboard focus.
 */
/** `reviewPanel`: the review and approval panel, composed in by the route (a feature never imports another). */
export function DocumentView({
  documentId,
  role,
  reviewPanel,
}: {
  documentId: string;
  role: Role;
  reviewPanel?: ReactNode;
}) {
  const document = useDocument(documentId);

  if (document.isPending) return <PageSpinner label="Loading document..." />;
  if (document.isError) {
    const notFound = isApiError(document.error) && document.error.status === 404;
    return (
      <Page title={notFound ? 'Document not found' : 'Document'} width="default">
        <ErrorAlert>
          {notFound
            ? `Document not found: ${documentId}`
            : `Could not load the document. ${errorMessage(document.error)}`}
        </ErrorAlert>
        <div className="mt-6 flex gap-2">
          {!notFound && (
            <Button variant="secondary" onClick={() => void document.refetch()}>
              Try again
            </Button>
          )}
          <Link to={dashboardPathFor(role)} className={buttonClassName({ variant: 'secondary' })}>
            Return to Dashboard
          </Link>
        </div>
      </Page>
    );
  }
  return <LoadedDocumentView document={document.data} role={role} reviewPanel={reviewPanel} />;
}

function LoadedDocumentView({
  document,
  role,
  reviewPanel,
}: {
  document: DocumentItem;
  role: Role;
  reviewPanel?: ReactNode;
}) {
  const view = useDocumentView(document);

  return (
    <Page
      title={document.fileName}
      description={
        <div className="flex flex-wrap items-center gap-2">
          <DocumentTypeBadge type={document.documentType} />
          <DocumentStatusBadge status={document.status} />
          <span className="text-sm text-slate-700">
            Uploaded <time dateTime={document.uploadedAt}>{formatDate(document.uploadedAt)}</time> ·{' '}
            {formatFileSize(document.fileSize)}
          </span>
          <span className="text-sm text-slate-700">
            <AsAtDate asAt={document.asAt} />
          </span>
        </div>
      }
      actions={<DocumentViewActions document={document} role={role} onDialog={view.setDialog} />}
    >
      <div className="space-y-6">
        {view.notice && <SuccessMessage>{view.notice}</SuccessMessage>}
        {document.archived && (
          <p role="note" className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800">
            <span className="font-semibold">Archived</span> {formatDateTime(document.archived.at)}
            {document.archived.by ? ` by ${document.archived.by}` : ''}: {document.archived.reason}. It is
            read-only; restore it to change it.
          </p>
        )}
        <DocumentViewDetails document={document} details={view.extraction.data} />
        <VersionList documentId={document.id} role={role} />
        {reviewPanel}
        <ExtractionStatus document={document} view={view} />
        <PageNavigation currentPage={view.currentPage} pageCount={view.pageCount} onPage={view.goToPage} />
        <DocumentPagePanes document={document} view={view} />
        <p className="text-sm text-slate-700">
          <Link to={dashboardPathFor(role)} className={TEXT_LINK_CLASS}>
            Back to the dashboard
          </Link>
        </p>
      </div>
      <DocumentViewDialogs document={document} role={role} view={view} />
    </Page>
  );
}
