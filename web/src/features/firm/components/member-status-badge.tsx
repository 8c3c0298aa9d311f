import type { FirmMember } from '#common/api/firms.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { MEMBER_STATUS_LABELS, memberStatus, type MemberStatus } from '../lib/member-labels.ts';

const TONES: Record<MemberStatus, BadgeTone> = { invited: 'amber', removed: 'slate', active: 'green' };

export function MemberStatusBadge({ member }: { member: FirmMember }) {
  const status = memberStatus(member);
  return <Badge tone={TONES[status]}>{MEMBER_STATUS_LABELS[status]}</Badge>;
}
