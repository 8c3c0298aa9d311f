import { useMemo, useState } from 'react';
import { FileSearch } from 'lucide-react';
import type { SegmentRange } from '#common/text/locate-quote.ts';
import { quoteBoxes } from '#common/text/quote-boxes.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { documentFileUrl } from '../../../lib/documents/api/document-keys.ts';
import { useDocument } from '../../../lib/documents/api/get-document.ts';
import type { WorkspacePageProps } from '../../../lib/documents/workspace-page.ts';
import { useExtraction } from '../api/get-extraction.ts';
import { clampPage, isInProgress, isPdfDocument } from '../lib/document-details.ts';
import { locateHighlight, parsePages } from '../lib/document-pages.ts';
import { ExtractedText } from './extracted-text.tsx';
import { FindingBoxes, type PlacedPassage } from './finding-boxes.tsx';
import { PageNavigation } from './page-navigation.tsx';
import { PdfPageView } from './pdf-page-view.tsx';
import { PREVIEW_NOT_AVAILABLE } from './document-page-panes.tsx';

const NO_RANGES: readonly SegmentRange[] = [];

/**
 * The review workspace's page (issue 26): the PDF page with every finding's passage boxed as a button, the
 * page's extracted text under it (where a reviewer selects a passage the checker missed), and the page turner.
 * Each quote is found with the engine's own resolver, on the page its finding names first.
 */
export function WorkspacePage({
  documentId,
  page,
  onPage,
  passages,
  selectedKey,
  onSelect,
  focusRequest,
}: WorkspacePageProps) {
  const document = useDocument(documentId);
  const inProgress = document.data ? isInProgress(document.data.status) : true;
  const extraction = useExtraction(documentId, { enabled: !inProgress });
  const [pdfPages, setPdfPages] = useState<number | null>(null);
  const pages = useMemo(() => parsePages(extraction.data?.pages ?? []), [extraction.data]);
  const pageCount = Math.max(extraction.data?.pageCount ?? 0, pages.length, pdfPages ?? 0, 1);
  const currentPage = clampPage(page, pageCount);
  const textPage = pages.find((p) => p.number === currentPage) ?? null;

  // Where each passage is: located once per extraction and set of passages, not on every page turn.
  const located = useMemo(
    () =>
      passages.map((passage, index) => ({
        passage,
        index,
        found: locateHighlight(pages, passage.quote, passage.page),
      })),
    [pages, passages],
  );
  const placed = useMemo<PlacedPassage[]>(() => {
    if (!textPage) return [];
    const seen = new Map<string, number>();
    const firstBoxes = new Map<string, number>();
    return located.flatMap(({ passage, index, found }) => {
      if (!found || found.page !== currentPage) return [];
      const boxes = quoteBoxes(textPage, found.ranges);
      if (boxes.length === 0) return [];
      const nth = (seen.get(passage.findingKey) ?? 0) + 1;
      seen.set(passage.findingKey, nth);
      const at = boxes[0]!.map((v) => Math.round(v)).join(',');
      const nest = firstBoxes.get(at) ?? 0;
      firstBoxes.set(at, nest + 1);
      return [
        {
          key: `${passage.findingKey}#${index}`,
          findingKey: passage.findingKey,
          label: nth === 1 ? passage.label : `${passage.label}, passage ${nth}`,
          tone: passage.tone,
          boxes,
          nest,
        },
      ];
    });
  }, [located, textPage, currentPage]);
  const selectedRanges = useMemo(() => {
    const match = located.find(
      ({ passage, found }) => passage.findingKey === selectedKey && found?.page === currentPage,
    );
    return match?.found?.ranges ?? NO_RANGES;
  }, [located, selectedKey, currentPage]);

  if (document.isPending) return <Spinner label="Loading the document..." />;
  if (document.isError)
    return <ErrorAlert>Could not load the document. {errorMessage(document.error)}</ErrorAlert>;

  return (
    <div className="space-y-4">
      <PageNavigation currentPage={currentPage} pageCount={pageCount} onPage={onPage} />
      <section
        aria-labelledby="workspace-page-heading"
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="workspace-page-heading" className="mb-3 text-base font-semibold text-slate-900">
          Page {currentPage} with its findings
        </h2>
        {isPdfDocument(document.data) ? (
          <PdfPageView
            url={documentFileUrl(documentId)}
            pageNumber={currentPage}
            fileName={document.data.fileName}
            onPageCount={setPdfPages}
            overlay={(ready) =>
              textPage && (
                <FindingBoxes
                  pageWidth={textPage.width}
                  pageHeight={textPage.height}
                  passages={placed}
                  selectedKey={selectedKey}
                  onSelect={onSelect}
                  ready={ready}
                  focusRequest={focusRequest}
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
        aria-labelledby="workspace-text-heading"
        className="rounded-lg border border-slate-200 bg-white shadow-sm"
      >
        <h2
          id="workspace-text-heading"
          className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900"
        >
          Text of page {currentPage}
        </h2>
        <p className="px-4 pt-3 text-sm text-slate-700">
          Select a passage here to raise a finding the checker missed.
        </p>
        <div
          tabIndex={0}
          aria-label={`Text of page ${currentPage}`}
          className="max-h-[60vh] overflow-y-auto p-4"
        >
          {inProgress ? (
            <p className="text-slate-700">The text will appear here when the extraction is done.</p>
          ) : extraction.isPending ? (
            <Spinner label="Loading the extracted text..." />
          ) : extraction.isError ? (
            <ErrorAlert>Could not load the extracted text. {errorMessage(extraction.error)}</ErrorAlert>
          ) : textPage ? (
            <ExtractedText page={textPage} ranges={selectedRanges} />
          ) : (
            <p className="text-slate-700 italic">No text was extracted for this page.</p>
          )}
        </div>
      </section>
    </div>
  );
}
