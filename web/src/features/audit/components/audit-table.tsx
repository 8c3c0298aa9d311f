import type { AuditEntry } from '#common/api/admin.ts';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { auditActionLabel } from '../lib/audit-actions.ts';
import {
  auditActorText,
  summariseAuditDetails,
  type AuditArea,
  type UserNames,
} from '../lib/audit-entry-text.ts';
import { AuditTargetLink } from './audit-target-link.tsx';
import { PersonName } from '../../../components/person-name.tsx';

type AuditTableProps = {
  entries: readonly AuditEntry[];
  caption: string;
  userNames?: UserNames;
  /** Where the target links go (the admin's pages by default). */
  area?: AuditArea;
};

/** Read-only by design: the audit trail offers no way to change or delete an entry. */
export function AuditTable({ entries, caption, userNames, area }: AuditTableProps) {
  return (
    <DataTable
      caption={caption}
      captionHidden
      head={
        <tr>
          <th scope="col" className={TH_CLASS}>
            Time
          </th>
          <th scope="col" className={TH_CLASS}>
            Who
          </th>
          <th scope="col" className={TH_CLASS}>
            Action
          </th>
          <th scope="col" className={TH_CLASS}>
            Target
          </th>
          <th scope="col" className={TH_CLASS}>
            Details
          </th>
          <th scope="col" className={TH_CLASS}>
            IP address
          </th>
        </tr>
      }
    >
      {entries.map((entry) => {
        const label = auditActionLabel(entry.action);
        const details = summariseAuditDetails(entry.action, entry.details);
        return (
          <tr key={entry.id}>
            <td className={`${TD_CLASS} whitespace-nowrap`}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </td>
            <td className={`${TD_CLASS} break-all`}>
              <PersonName name={entry.actorName} email={entry.actorEmail} fallback={auditActorText(entry)} />
            </td>
            <td className={TD_CLASS}>
              <span className="font-medium text-slate-900">{label}</span>
            </td>
            <td className={TD_CLASS}>
              <AuditTargetLink entry={entry} userNames={userNames} area={area} />
            </td>
            <td className={`${TD_CLASS} max-w-sm`}>{details || <span className="text-slate-600">—</span>}</td>
            <td className={`${TD_CLASS} font-mono text-xs whitespace-nowrap`}>{entry.ip ?? '—'}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
