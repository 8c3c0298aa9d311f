import { useCallback, useMemo, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import type { DocumentItem } from '#common/api/documents.ts';
import type { SegmentRange } from '#common/text/locate-quote.ts';
import { quoteBoxes } from '#common/text/quote-boxes.ts';
import { parsePage } from '../../../lib/pagination.ts';
import {
  dashboardQueryKey,
  documentQueryKey,
  documentsQueryKey,
  extractionQueryKey,
} from '../../../lib/documents/api/document-keys.ts';
import { useDocumentProgress } from '../../../lib/documents/api/use-document-progress.ts';
import {
  IDLE_PROGRESS,
  progressFromDocument,
  progressReducer,
} from '../../../lib/documents/upload-progress.ts';
import { useExtraction } from '../api/get-extraction.ts';
import { useReextractDocument } from '../api/reextract-document.ts';
import { clampPage, isInProgress } from '../lib/document-details.ts';
import { locateHighlight, parsePages } from '../lib/document-pages.ts';

/** What the edit page passes back after saving, shown once on the document view. */
export type DocumentViewNotice = { notice?: string };

export type DocumentDialog = 'archive' | 'purge' | 'reextract';

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
 * A loaded document's view state: its extraction (followed live while it runs), re-extraction, the open
 * dialog, and the page shown, from `?page=N&highlight=text` until the user turns a page.
 */
export function useDocumentView(document: DocumentItem) {
  const documentId = document.id;
  const queryClient = useQueryClient();
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
  const [dialog, setDialog] = useState<DocumentDialog | null>(null);

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

  return {
    notice,
    inProgress,
    extraction,
    shownProgress,
    reextract,
    runReextract,
    dialog,
    setDialog,
    setPdfPages,
    pages,
    highlight,
    found,
    pageCount,
    currentPage,
    goToPage,
    textPage,
    ranges,
    boxes,
  };
}

export type DocumentViewState = ReturnType<typeof useDocumentView>;
