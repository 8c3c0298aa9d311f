import { Badge } from '../../../components/ui/badge.tsx';
import { humanizeStatus } from '../../../lib/format.ts';
import { RAG_LABELS, RAG_TONES, type CheckStatus, type Rag } from '../lib/findings.ts';

/** The RAG rating in words as well as colour. */
export function RagBadge({ rag }: { rag: Rag | null }) {
  if (!rag) return <Badge tone="slate">Not rated</Badge>;
  return <Badge tone={RAG_TONES[rag]}>RAG: {RAG_LABELS[rag]}</Badge>;
}

const STATUS_TONES = { pending: 'slate', processing: 'blue', completed: 'green', failed: 'red' } as const;

export function CheckStatusBadge({ status }: { status: CheckStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{humanizeStatus(status)}</Badge>;
}
