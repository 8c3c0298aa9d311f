import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { openPdf, type PdfDocument } from '../../../lib/pdfjs.ts';

type PdfPageViewProps = {
  /** A same-origin URL of the PDF (the session cookie is sent with it). */
  url: string;
  /** 1-based. */
  pageNumber: number;
  /** Names the canvas for assistive technology: "Page 2 of report.pdf". */
  fileName: string;
  onPageCount?: (count: number) => void;
  /** Drawn over the page (a highlighted passage); told whether the page is drawn at the current size. */
  overlay?: (ready: boolean) => ReactNode;
};

type RenderTask = { promise: Promise<unknown>; cancel: () => void };

function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'RenderingCancelledException';
}

/** One page of a PDF drawn on a canvas with pdf.js, as wide as its container (sharp on high-DPI screens). */
export function PdfPageView({ url, pageNumber, fileName, onPageCount, overlay }: PdfPageViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<{ url: string; document: PdfDocument } | null>(null);
  const [loadError, setLoadError] = useState<{ url: string; message: string } | null>(null);
  const [renderError, setRenderError] = useState<string | null>(null);
  const [rendered, setRendered] = useState<string | null>(null);
  const [width, setWidth] = useState(0);
  const pageCountRef = useRef(onPageCount);
  useEffect(() => {
    pageCountRef.current = onPageCount;
  });

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    openPdf({ url }).then(
      (opened) => {
        destroy = opened.destroy;
        if (cancelled) {
          void opened.destroy();
          return;
        }
        setPdf({ url, document: opened.pdf });
        pageCountRef.current?.(opened.pdf.numPages);
      },
      (error: unknown) => {
        if (!cancelled)
          setLoadError({ url, message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [url]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      setWidth((current) => (Math.abs(current - next) > 1 ? next : current));
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  const pdfDocument = pdf?.url === url ? pdf.document : null;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdfDocument || !canvas || width <= 0) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    const key = `${pageNumber}@${width}`;
    (async () => {
      const page = await pdfDocument.getPage(Math.min(Math.max(1, pageNumber), pdfDocument.numPages));
      if (cancelled) return;
      const ratio = window.devicePixelRatio || 1;
      const natural = page.getViewport({ scale: 1 });
      const scale = width / natural.width;
      const viewport = page.getViewport({ scale: scale * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = page.render({ canvas, viewport });
      await task.promise;
      if (!cancelled) {
        setRenderError(null);
        setRendered(key);
      }
    })().catch((error: unknown) => {
      if (!cancelled && !isCancelled(error))
        setRenderError(error instanceof Error ? error.message : String(error));
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdfDocument, pageNumber, width]);

  const failure = loadError?.url === url ? loadError.message : renderError;
  const busy = !failure && rendered !== `${pageNumber}@${width}`;

  return (
    <div ref={containerRef} className="relative min-h-40 w-full">
      {failure ? (
        <ErrorAlert>The PDF could not be displayed: {failure}</ErrorAlert>
      ) : (
        <>
          {busy && (
            <Spinner
              label={pdfDocument ? 'Drawing the page...' : 'Loading the PDF viewer...'}
              className="absolute top-4 left-4"
            />
          )}
          <div className="relative w-fit">
            <canvas
              ref={canvasRef}
              role="img"
              aria-label={`Page ${pageNumber} of ${fileName}`}
              className={busy ? 'block border border-slate-200 opacity-40' : 'block border border-slate-200'}
            />
            {overlay?.(!busy)}
          </div>
        </>
      )}
    </div>
  );
}
