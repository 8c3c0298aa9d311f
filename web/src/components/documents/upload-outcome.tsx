import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import type { UploadResult } from '#common/api/documents.ts';
import { buttonClassName } from '../ui/button-styles.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';

/** The yellow card when the file was stored but its text could not be extracted. */
export function ExtractionFailedCard({ error }: { error: string | null }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
      <div>
        <p className="font-semibold">Text extraction failed</p>
        <p>{error}</p>
      </div>
    </div>
  );
}

/** The result card: what happened, the document's id, Upload Another and a link to the document. */
export function UploadResultCard({
  result,
  message,
  completed,
  documentPath,
  onUploadAnother,
}: {
  result: UploadResult;
  message: string;
  completed: boolean;
  documentPath: string;
  onUploadAnother: () => void;
}) {
  return (
    <div
      className={cn(
        'space-y-3 rounded-md border p-4 text-sm',
        completed
          ? 'border-green-300 bg-green-50 text-green-950'
          : 'border-slate-300 bg-slate-50 text-slate-900',
      )}
    >
      <p className="font-semibold break-words" aria-live="polite">
        {message}
      </p>
      <p>
        Document ID: <code className="font-mono break-all">{result.id}</code>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onUploadAnother}>
          Upload Another
        </Button>
        <Link to={documentPath} className={buttonClassName()}>
          View Document
        </Link>
      </div>
    </div>
  );
}
