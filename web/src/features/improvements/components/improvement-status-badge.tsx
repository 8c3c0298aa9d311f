import type { ImprovementStatus } from '#common/api/improvements.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { IMPROVEMENT_STATUS_LABELS, IMPROVEMENT_STATUS_TONES } from '../lib/improvement-format.ts';

export function ImprovementStatusBadge({ status }: { status: ImprovementStatus }) {
  return <Badge tone={IMPROVEMENT_STATUS_TONES[status]}>{IMPROVEMENT_STATUS_LABELS[status]}</Badge>;
}
