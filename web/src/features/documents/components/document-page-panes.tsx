import { FileSearch } from 'lucide-react';
import type { DocumentItem } from '#common/api/documents.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { documentFileUrl } from '../../../lib/documents/api/document-keys.ts';
import { isPdfDocument } from '../lib/document-details.ts';
import { ExtractedText } from './extracted-text.tsx';
import { PassageBoxes } from './passage-boxes.tsx';
import { PdfPageView } from './pdf-page-view.tsx';
import type { DocumentViewState } from './use-document-view.ts';

export const PREVIEW_NOT_AVAILABLE = 'Preview is available for PDFs; the extracted text is on the right.';

/** The current page twice: the original (PDFs drawn, the passage boxed) beside its extracted text. */
export function DocumentPagePanes({ document, view }: { document: DocumentItem; view: DocumentViewState }) {
  const { currentPage, extraction, highlight, pages, textPage } = view;
  return (
    <>
      {highlight && !view.found && extraction.data && (
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
          {isPdfDocument(document) ? (
            <PdfPageView
              url={documentFileUrl(document.id)}
              pageNumber={currentPage}
              fileName={document.fileName}
              onPageCount={view.setPdfPages}
              overlay={(ready) =>
                textPage && (
                  <PassageBoxes
                    pageWidth={textPage.width}
                    pageHeight={textPage.height}
                    pageNumber={currentPage}
                    boxes={view.boxes}
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
            {view.inProgress ? (
              <p className="text-slate-700">The text will appear here when the extraction is done.</p>
            ) : extraction.isPending ? (
              <Spinner label="Loading the extracted text..." />
            ) : extraction.isError ? (
              <ErrorAlert>Could not load the extracted text. {errorMessage(extraction.error)}</ErrorAlert>
            ) : document.status === 'failed' && pages.length === 0 ? (
              <p className="text-slate-700 italic">No text: the extraction failed.</p>
            ) : textPage ? (
              <ExtractedText page={textPage} ranges={view.ranges} />
            ) : pages.length === 0 && extraction.data.text ? (
              <p className="whitespace-pre-wrap">{extraction.data.text}</p>
            ) : (
              <p className="text-slate-700 italic">No text was extracted for this page.</p>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
