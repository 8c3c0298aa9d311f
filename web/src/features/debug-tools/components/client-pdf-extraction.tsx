import { useId, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCount, formatFileSize } from '../../../lib/format.ts';
import { checkPdfFile, pdfExtractionError } from '../lib/debug-inputs.ts';

type Extracted = { fileName: string; pageCount: number; text: string; ms: number };

/** Reads every page's text with pdf.js in this browser (pdf.js is downloaded only when used). */
async function extractInBrowser(
  file: File,
  onPage: (page: number, total: number) => void,
): Promise<Extracted> {
  const started = performance.now();
  const { openPdf, pageText } = await import('../../../lib/pdfjs.ts');
  const { pdf, destroy } = await openPdf({ data: new Uint8Array(await file.arrayBuffer()) });
  try {
    const texts: string[] = [];
    for (let page = 1; page <= pdf.numPages; page++) {
      onPage(page, pdf.numPages);
      texts.push(await pageText(pdf, page));
    }
    return {
      fileName: file.name,
      pageCount: pdf.numPages,
      text: texts.join('\n\n'),
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await destroy();
  }
}

/** Spec §2.13 (b): client-side PDF text extraction of a chosen file; nothing is uploaded. */
export function ClientPdfExtraction() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [result, setResult] = useState<Extracted | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkPdfFile(file);
    setError(problem);
    setResult(null);
    if (problem || !file) return;
    setProgress('Loading pdf.js...');
    try {
      setResult(
        await extractInBrowser(file, (page, total) => setProgress(`Reading page ${page} of ${total}...`)),
      );
    } catch (caught) {
      setError(pdfExtractionError(caught));
    } finally {
      setProgress(null);
    }
  }

  return (
    <SectionCard title="Client-side PDF extraction">
      <div className="space-y-5 p-5">
        <p className="text-sm text-slate-800">
          Extracts the text of a PDF on this computer with pdf.js, to compare with the server&apos;s
          extraction. The file is not uploaded.
        </p>
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="flex flex-wrap items-end gap-3"
        >
          <div className="flex min-w-72 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-900">
              PDF file
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".pdf,application/pdf"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError(null);
              }}
              className="block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-900 hover:file:bg-slate-100"
            />
          </div>
          <Button type="submit" disabled={progress !== null}>
            Extract text
          </Button>
        </form>
        {progress && <Spinner label={progress} />}
        {error && <ErrorAlert>{error}</ErrorAlert>}
        {result && (
          <div className="space-y-3" aria-live="polite">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-slate-700">File</dt>
                <dd className="font-medium break-all text-slate-900">{result.fileName}</dd>
              </div>
              <div>
                <dt className="text-slate-700">Pages</dt>
                <dd className="font-medium text-slate-900">{formatCount(result.pageCount)}</dd>
              </div>
              <div>
                <dt className="text-slate-700">Characters</dt>
                <dd className="font-medium text-slate-900">{formatCount(result.text.length)}</dd>
              </div>
              <div>
                <dt className="text-slate-700">Time</dt>
                <dd className="font-medium text-slate-900">{formatCount(result.ms)} ms</dd>
              </div>
            </dl>
            {file && <p className="sr-only">Size {formatFileSize(file.size)}</p>}
            <h3 className="font-semibold text-slate-900">Extracted text</h3>
            <pre
              tabIndex={0}
              className="max-h-96 overflow-auto rounded-md bg-slate-100 p-3 text-sm whitespace-pre-wrap text-slate-900"
            >
              {result.text || '(No text found: the PDF may be scanned images.)'}
            </pre>
          </div>
        )}
      </div>
    </SectionCard>
  );
}
