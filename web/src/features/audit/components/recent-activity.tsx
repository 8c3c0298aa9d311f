import { History } from 'lucide-react';
import { Link } from 'react-router';
import type { AuditEntry } from '#common/api/admin.ts';
import { paths } from '../../../config/paths.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { auditActionLabel } from '../lib/audit-actions.ts';
import { auditActorText, type UserNames } from '../lib/audit-entry-text.ts';
import { AuditTargetLink } from './audit-target-link.tsx';
import { PersonName } from '../../../components/person-name.tsx';

type RecentActivityProps = {
  entries: readonly AuditEntry[];
  userNames?: UserNames;
  /** How many of the newest entries to show. */
  limit?: number;
};

/** The newest audit entries, for the admin dashboard; the audit trail has the rest. */
export function RecentActivity({ entries, userNames, limit = 10 }: RecentActivityProps) {
  return (
    <SectionCard
      title="Recent activity"
      actions={
        <Link to={paths.admin.audit} className={`${TEXT_LINK_CLASS} text-sm`}>
          Full audit trail
        </Link>
      }
    >
      {entries.length === 0 ? (
        <EmptyState icon={History} title="No activity yet" />
      ) : (
        <ul className="divide-y divide-slate-200">
          {entries.slice(0, limit).map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-5 py-3"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{auditActionLabel(entry.action)}</p>
                {/* one sentence for sighted and screen-reader users alike: "By a@x.com, about kiid.pdf" */}
                <p className="text-sm break-all text-slate-700">
                  By{' '}
                  <PersonName
                    name={entry.actorName}
                    email={entry.actorEmail}
                    fallback={auditActorText(entry)}
                  />
                  {entry.targetId && (
                    <>
                      , about <AuditTargetLink entry={entry} userNames={userNames} />
                    </>
                  )}
                </p>
              </div>
              <time dateTime={entry.at} className="text-sm whitespace-nowrap text-slate-700">
                {formatDateTime(entry.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
