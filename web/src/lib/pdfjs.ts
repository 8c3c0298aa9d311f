import type * as PdfJsModule from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js for the browser, loaded on demand so it never weighs on the first page load. Its worker script
 * is bundled and served by Clarion itself (DESIGN.md §2: no public CDN), and string evaluation is off so
 * the content security policy (script-src 'self') holds.
 */

type PdfJs = typeof PdfJsModule;
export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

let loading: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return pdfjs;
    },
    (error: unknown) => {
      // Let a later call try the download again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export type OpenPdfSource = { url: string } | { data: ArrayBuffer | Uint8Array };

/** Opens a PDF from a same-origin URL (the session cookie goes with it) or from bytes in memory. */
export async function openPdf(
  source: OpenPdfSource,
): Promise<{ pdf: PdfDocument; destroy: () => Promise<void> }> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    ...('url' in source ? { url: source.url } : { data: source.data }),
    isEvalSupported: false,
    enableXfa: false,
  });
  const pdf = await task.promise;
  return { pdf, destroy: () => task.destroy() };
}

/** One page's text, lines kept where the PDF ends them. */
export async function pageText(pdf: PdfDocument, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  page.cleanup();
  return text.trim();
}
