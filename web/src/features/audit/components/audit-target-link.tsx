import { Link } from 'react-router';
import type { AuditEntry } from '#common/api/admin.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { auditTarget, type AuditArea, type UserNames } from '../lib/audit-entry-text.ts';

export function AuditTargetLink({
  entry,
  userNames,
  area,
}: {
  entry: AuditEntry;
  userNames?: UserNames;
  area?: AuditArea;
}) {
  const target = auditTarget(entry, userNames, area);
  if (!target) return <span className="text-slate-600">—</span>;
  if (!target.to) return <span className="break-all">{target.label}</span>;
  return (
    <Link to={target.to} className={`${TEXT_LINK_CLASS} break-all`}>
      {target.label}
    </Link>
  );
}
