import type { DocumentStatus } from '#common/api/documents.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { documentTypeLabel } from '../../lib/document-types.ts';

const STATUS_LABELS: Record<DocumentStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

const STATUS_TONES: Record<DocumentStatus, BadgeTone> = {
  pending: 'slate',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
};

/** Spec §2.6 type badge: AoV Report, SDR Report, Investor Comms, else the raw type or Other. */
export function DocumentTypeBadge({ type }: { type: string | null | undefined }) {
  return <Badge tone="blue">{documentTypeLabel(type)}</Badge>;
}

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
