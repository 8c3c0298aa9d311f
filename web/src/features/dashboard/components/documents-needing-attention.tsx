import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ActivityResponse } from '#common/api/admin.ts';
import { paths } from '../../../config/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { formatDate, humanizeStatus } from '../../../lib/format.ts';

type Troubled = ActivityResponse['stuckDocuments'];

/** Documents whose extraction failed or has been running too long, with the error where there is one. */
export function DocumentsNeedingAttention({ documents }: { documents: Troubled }) {
  return (
    <SectionCard title="Documents needing attention">
      {documents.length === 0 ? (
        <EmptyState icon={CheckCircle2} title="Nothing needs attention">
          <p>No document has failed or been stuck in processing.</p>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200">
          {documents.map((document) => (
            <li key={document.id} className="space-y-1 px-5 py-3">
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <Link to={paths.admin.document(document.id)} className={`${TEXT_LINK_CLASS} break-all`}>
                  {document.fileName}
                </Link>
                <Badge tone={document.status === 'failed' ? 'red' : 'amber'}>
                  {document.status === 'failed' ? 'Failed' : `Stuck: ${humanizeStatus(document.status)}`}
                </Badge>
              </div>
              <p className="text-sm text-slate-700">
                <Link to={paths.admin.client(document.clientId)} className={TEXT_LINK_CLASS}>
                  {document.clientName || 'Unknown'}
                </Link>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                uploaded <time dateTime={document.uploadedAt}>{formatDate(document.uploadedAt)}</time>
              </p>
              {document.error && (
                <p className="rounded-md bg-red-50 px-3 py-2 font-mono text-xs break-words text-red-900">
                  {document.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
