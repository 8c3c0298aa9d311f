import type { DocumentItem, ExtractionResponse } from '#common/api/documents.ts';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { extractionMethodLabel, formatDuration } from '../lib/document-details.ts';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** How the text was extracted: method, pages, images, tables, time taken, when. */
export function DocumentViewDetails({
  document,
  details,
}: {
  document: DocumentItem;
  details: ExtractionResponse | undefined;
}) {
  return (
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
  );
}
