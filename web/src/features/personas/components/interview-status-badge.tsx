import { Badge } from '../../../components/ui/badge.tsx';
import { humanizeStatus } from '../../../lib/format.ts';
import { statusTone } from '../lib/wizard.ts';

/** Spec §4: completed green, processing blue, failed red, anything else grey; the word carries the meaning. */
export function InterviewStatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{humanizeStatus(status)}</Badge>;
}
