import { DOCUMENT_TYPE_LABELS } from '#common/api/documents.ts';
import { formatReadingAge } from '#common/api/measures.ts';
import { Badge } from '../ui/badge.tsx';

export interface ReadingAgeTargetProps {
  readingAge: number | null;
  target: number;
  documentType: string;
  reason: string;
  meetsTarget: boolean | null;
}

/**
 * A document's reading age beside its type's target and the reason for that target: the same figures on the
 * check report, the personas' results and Compare versions (engine/measures, issue 30).
 */
export function ReadingAgeTarget({
  readingAge,
  target,
  documentType,
  reason,
  meetsTarget,
}: ReadingAgeTargetProps) {
  const type = DOCUMENT_TYPE_LABELS[documentType] ?? documentType;
  return (
    <section aria-label="Reading age and target" className="rounded-lg border border-slate-200 bg-white p-4">
      <dl className="flex flex-wrap items-baseline gap-x-8 gap-y-2">
        <div>
          <dt className="text-sm font-medium text-slate-700">UK reading age</dt>
          <dd className="text-2xl font-semibold text-slate-900 tabular-nums">
            {formatReadingAge(readingAge)}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">Target ({type})</dt>
          <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{target}</dd>
        </div>
        {meetsTarget !== null && (
          <div>
            <dt className="sr-only">Against the target</dt>
            <dd>
              <Badge tone={meetsTarget ? 'green' : 'amber'}>
                {meetsTarget
                  ? 'Meets the target'
                  : `${(readingAge! - target).toFixed(1)} years above the target`}
              </Badge>
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-medium">Why this target: </span>
        {reason}
      </p>
    </section>
  );
}
