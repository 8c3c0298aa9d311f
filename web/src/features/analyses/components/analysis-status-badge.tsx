import type { AnalysisStatus } from '#common/api/analyses.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { STATUS_LABELS, STATUS_TONES } from '../lib/analysis-format.ts';

export function AnalysisStatusBadge({ status }: { status: AnalysisStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
