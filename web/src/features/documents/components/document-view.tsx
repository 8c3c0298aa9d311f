import { useCallback, useMemo, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  AlertTriangle,
  ChevronLeft,
  ChevronRight,
  Download,
  FileSearch,
  Pencil,
  RefreshCw,
  Archive,
} from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import type { DocumentItem } from '#common/api/documents.ts';
import { dashboardPathFor, paths } from '../../../config/paths.ts';
import { Page } from '../../../components/layout/page.tsx';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { formatCount, formatDate, formatDateTime, formatFileSize } from '../../../lib/format.ts';
import { parsePage } from '../../../lib/pagination.ts';
import {
  dashboardQueryKey,
  documentFileUrl,
  documentQueryKey,
  documentsQueryKey,
  extractionQueryKey,
} from '../api/document-keys.ts';
import { useDocument } from '../api/get-document.ts';
import { useExtraction } from '../api/get-extraction.ts';
import { useReextractDocument } from '../api/reextract-document.ts';
import { useDocumentProgress } from '../api/use-document-progress.ts';
import {
  clampPage,
  extractionMethodLabel,
  formatDuration,
  isInProgress,
  isPdfDocument,
} from '../lib/document-details.ts';
import { locateHighlight, parsePages } from '../lib/document-pages.ts';
import { IDLE_PROGRESS, progressFromDocument, progressReducer } from '../lib/upload-progress.ts';
import { ArchiveDialog } from './archive-dialog.tsx';
import { ArchivedActions } from './archived-actions.tsx';
import { DocumentStatusBadge, DocumentTypeBadge } from './document-badges.tsx';
import { PurgeDialog } from './purge-dialog.tsx';
import { ExtractedText } from './extracted-text.tsx';
import type { SegmentRange } from '#common/text/locate-quote.ts';
import { quoteBoxes } from '#common/text/quote-boxes.ts';
import { PassageBoxes } from './passage-boxes.tsx';
import { PdfPageView } from './pdf-page-view.tsx';
import { ProgressDisplay } from './progress-display.tsx';
import { VersionList } from './version-list.tsx';

export const PREVIEW_NOT_AVAILABLE = 'Preview is available for PDFs; the extracted text is on the right.';

/** What the edit page passes back after saving, shown once on the document view. */
export type DocumentViewNotice = { notice?: string };

/** One empty list, so the text view's props stay equal while no passage is highlighted. */
const NO_RANGES: readonly SegmentRange[] = [];

function readNotice(state: unknown): string | null {
  if (
    typeof state === 'object' &&
    state !== null &&
    typeof (state as DocumentViewNotice).notice === 'string'
  ) {
    return (state as { notice: string }).notice;
  }
  return null;
}

/**
 * The document view for clients and administrators: details, actions, live extraction progress, the
 * original (PDFs drawn with pdf.js) beside its extracted text, page by page. `?page=N&highlight=text`
 * opens a page and marks the first occurrence of a passage (links from findings and evidence): in the text,
 * and as boxes over its printed lines on the page, which take the keyboard focus.
 */
export function DocumentView({ documentId, role }: { documentId: string; role: Role }) {
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
  return <LoadedDocumentView document={document.data} role={role} />;
}

function LoadedDocumentView({ document, role }: { document: DocumentItem; role: Role }) {
  const documentId = document.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [notice] = useState(() => readNotice(location.state));

  const inProgress = isInProgress(document.status);
  const extraction = useExtraction(documentId, { enabled: !inProgress });
  const [progress, dispatch] = useReducer(progressReducer, IDLE_PROGRESS);
  const onSettled = useCallback(
    () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: documentQueryKey(documentId) }),
        queryClient.invalidateQueries({ queryKey: extractionQueryKey(documentId) }),
        queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
    [queryClient, documentId],
  );
  useDocumentProgress(inProgress ? documentId : null, dispatch, onSettled);
  const shownProgress = progress.phase === 'idle' ? progressFromDocument(document) : progress;

  const reextract = useReextractDocument(documentId);
  const [dialog, setDialog] = useState<'archive' | 'purge' | 'reextract' | null>(null);

  const [pdfPages, setPdfPages] = useState<number | null>(null);
  const [navigated, setNavigated] = useState(false);
  const pages = useMemo(() => parsePages(extraction.data?.pages ?? []), [extraction.data]);
  const highlight = searchParams.get('highlight')?.trim() ?? '';
  const requestedPage = parsePage(searchParams.get('page'));
  const pageCount = Math.max(extraction.data?.pageCount ?? 0, pages.length, pdfPages ?? 0, 1);
  const found = useMemo(
    () => locateHighlight(pages, highlight, requestedPage),
    [pages, highlight, requestedPage],
  );
  // A link's page may be out of date: until the user turns a page, show the page the passage is on.
  const currentPage = clampPage(found && !navigated ? found.page : requestedPage, pageCount);
  const textPage = pages.find((page) => page.number === currentPage) ?? null;
  const ranges = found && found.page === currentPage ? found.ranges : NO_RANGES;
  const boxes = useMemo(() => (textPage ? quoteBoxes(textPage, ranges) : []), [textPage, ranges]);

  function goToPage(page: number) {
    setNavigated(true);
    const next = new URLSearchParams(searchParams);
    next.set('page', String(clampPage(page, pageCount)));
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  async function runReextract() {
    try {
      await reextract.mutateAsync();
      dispatch({ type: 'reset' });
      setDialog(null);
    } catch {
      // The dialog (or the failure card) shows reextract.error.
    }
  }

  const editPath =
    role === 'admin' ? paths.admin.documentEdit(documentId) : paths.client.documentEdit(documentId);
  const isPdf = isPdfDocument(document);
  const details = extraction.data;

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
        </div>
      }
      actions={
        <>
          <a
            href={documentFileUrl(documentId)}
            download={document.fileName}
            className={buttonClassName({ variant: 'secondary' })}
          >
            <Download className="size-4" aria-hidden="true" />
            Download original
          </a>
          {document.archived ? (
            <ArchivedActions document={document} role={role} onPurge={() => setDialog('purge')} />
          ) : (
            <>
              <Link to={editPath} className={buttonClassName({ variant: 'secondary' })}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </Link>
              {document.status === 'completed' && (
                <Button variant="secondary" onClick={() => setDialog('reextract')}>
                  <RefreshCw className="size-4" aria-hidden="true" />
                  Re-extract
                </Button>
              )}
              <Button variant="danger" onClick={() => setDialog('archive')}>
                <Archive className="size-4" aria-hidden="true" />
                Archive
              </Button>
            </>
          )}
        </>
      }
    >
      <div className="space-y-6">
        {notice && <SuccessMessage>{notice}</SuccessMessage>}
        {document.archived && (
          <p role="note" className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800">
            <span className="font-semibold">Archived</span> {formatDateTime(document.archived.at)}
            {document.archived.by ? ` by ${document.archived.by}` : ''}: {document.archived.reason}. It is
            read-only; restore it to change it.
          </p>
        )}

        <section
          aria-labelledby="document-details-heading"
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="document-details-heading" className="sr-only">
            Details
          </h2>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
            <Detail
              label="Extraction method"
              value={
                document.status === 'failed' && !details?.method
                  ? 'None'
                  : extractionMethodLabel(details?.method ?? document.extraction?.method)
              }
            />
            <Detail
              label="Pages"
              value={formatCount(details?.pageCount ?? document.extraction?.pageCount ?? 0)}
            />
            <Detail label="Images" value={details ? formatCount(details.imageCount) : '–'} />
            <Detail label="Tables" value={details ? formatCount(details.tableCount) : '–'} />
            <Detail label="Extraction time" value={details ? formatDuration(details.durationMs) : '–'} />
            <Detail
              label="Extracted"
              value={details?.extractionDate ? formatDateTime(details.extractionDate) : '–'}
            />
          </dl>
        </section>

        <VersionList documentId={documentId} role={role} />

        {inProgress && (
          <section
            aria-labelledby="extraction-progress-heading"
            className="rounded-lg border border-blue-200 bg-blue-50/50 p-5"
          >
            <h2 id="extraction-progress-heading" className="mb-3 text-base font-semibold text-slate-900">
              Extracting the text
            </h2>
            <ProgressDisplay state={shownProgress} label="Extraction progress" />
          </section>
        )}

        {document.status === 'failed' && (
          <div
            role="alert"
            className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          >
            <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
            <div className="space-y-3">
              <div>
                <p className="font-semibold">Text extraction failed</p>
                <p>{document.extraction?.error ?? details?.error ?? 'Extraction failed.'}</p>
              </div>
              {reextract.isError && (
                <p className="font-medium text-red-900">{errorMessage(reextract.error)}</p>
              )}
              <Button variant="secondary" loading={reextract.isPending} onClick={() => void runReextract()}>
                <RefreshCw className="size-4" aria-hidden="true" />
                Re-extract
              </Button>
            </div>
          </div>
        )}

        <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={currentPage <= 1 || undefined}
            onClick={() => currentPage > 1 && goToPage(currentPage - 1)}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous page
          </Button>
          <p className="text-sm font-medium text-slate-900" aria-live="polite">
            Page {currentPage} of {pageCount}
          </p>
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={currentPage >= pageCount || undefined}
            onClick={() => currentPage < pageCount && goToPage(currentPage + 1)}
          >
            Next page
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </nav>

        {highlight && !found && details && (
          <p
            role="status"
            className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800"
          >
            The passage “{highlight}” was not found in the extracted text.
          </p>
        )}

        <div className="grid items-start gap-6 lg:grid-cols-2">
          <section
            aria-labelledby="original-heading"
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 id="original-heading" className="mb-3 text-base font-semibold text-slate-900">
              Original document
            </h2>
            {isPdf ? (
              <PdfPageView
                url={documentFileUrl(documentId)}
                pageNumber={currentPage}
                fileName={document.fileName}
                onPageCount={setPdfPages}
                overlay={(ready) =>
                  textPage && (
                    <PassageBoxes
                      pageWidth={textPage.width}
                      pageHeight={textPage.height}
                      pageNumber={currentPage}
                      boxes={boxes}
                      ready={ready}
                      passageKey={`${currentPage}:${highlight}`}
                    />
                  )
                }
              />
            ) : (
              <div className="flex gap-3 rounded-md bg-slate-50 p-4 text-sm text-slate-800">
                <FileSearch className="size-5 shrink-0 text-slate-600" aria-hidden="true" />
                <p>{PREVIEW_NOT_AVAILABLE}</p>
              </div>
            )}
          </section>

          <section
            aria-labelledby="text-heading"
            className="rounded-lg border border-slate-200 bg-white shadow-sm"
          >
            <h2
              id="text-heading"
              className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900"
            >
              Extracted text
            </h2>
            <div tabIndex={0} className="max-h-[80vh] overflow-y-auto p-4">
              {inProgress ? (
                <p className="text-slate-700">The text will appear here when the extraction is done.</p>
              ) : extraction.isPending ? (
                <Spinner label="Loading the extracted text..." />
              ) : extraction.isError ? (
                <ErrorAlert>Could not load the extracted text. {errorMessage(extraction.error)}</ErrorAlert>
              ) : document.status === 'failed' && pages.length === 0 ? (
                <p className="text-slate-700 italic">No text: the extraction failed.</p>
              ) : textPage ? (
                <ExtractedText page={textPage} ranges={ranges} />
              ) : pages.length === 0 && extraction.data.text ? (
                <p className="whitespace-pre-wrap">{extraction.data.text}</p>
              ) : (
                <p className="text-slate-700 italic">No text was extracted for this page.</p>
              )}
            </div>
          </section>
        </div>

        <p className="text-sm text-slate-700">
          <Link to={dashboardPathFor(role)} className={TEXT_LINK_CLASS}>
            Back to the dashboard
          </Link>
        </p>
      </div>

      <ConfirmDialog
        open={dialog === 'reextract'}
        title="Extract the text again?"
        confirmLabel="Re-extract"
        loading={reextract.isPending}
        error={
          reextract.isError && dialog === 'reextract' ? (
            <ErrorAlert>{errorMessage(reextract.error)}</ErrorAlert>
          ) : undefined
        }
        onConfirm={() => void runReextract()}
        onCancel={() => {
          reextract.reset();
          setDialog(null);
        }}
      >
        <p>
          Clarion will read {document.fileName} again and replace its extracted text. Results already based on
          the current text stay as they are.
        </p>
      </ConfirmDialog>
      <ArchiveDialog document={dialog === 'archive' ? document : null} onClose={() => setDialog(null)} />
      <PurgeDialog
        document={dialog === 'purge' ? document : null}
        onClose={() => setDialog(null)}
        onPurged={() => void navigate(dashboardPathFor(role), { replace: true })}
      />
    </Page>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
