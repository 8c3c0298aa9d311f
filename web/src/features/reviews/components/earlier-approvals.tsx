import type { Review } from '#common/api/reviews.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { certificatePdfUrl, certificateUrl } from '../api/review-keys.ts';
import { PersonName } from '../../../components/person-name.tsx';

/**
 * Earlier approvals of the document, each with its certificate (issue 30): a new version's review must not
 * make the record of what was approved before disappear from the document page.
 */
export function EarlierApprovals({ history }: { history: readonly Review[] }) {
  const approvals = history.filter((r) => r.approvalRecord !== null);
  if (approvals.length === 0) return null;
  return (
    <div className="space-y-1 text-sm text-slate-800">
      <h3 className="font-medium">Earlier approvals</h3>
      <ul className="space-y-1">
        {approvals.map((r) => (
          <li key={r.id}>
            Version {r.version} ({r.fileName}), approved {formatDateTime(r.approvalRecord!.approvedAt)} by{' '}
            <PersonName name={r.approvalRecord!.approver.name} email={r.approvalRecord!.approver.email} />
            {r.status === 'approved' || r.status === 'expired' ? (
              <>
                {r.status === 'expired' ? ' (expired)' : ''}:{' '}
                <a href={certificateUrl(r.id)} target="_blank" rel="noreferrer" className={TEXT_LINK_CLASS}>
                  Approval certificate<span className="sr-only"> for version {r.version}</span>
                </a>
                {' · '}
                <a href={certificatePdfUrl(r.id)} download className={TEXT_LINK_CLASS}>
                  Download PDF
                  <span className="sr-only"> version of the certificate for version {r.version}</span>
                </a>
              </>
            ) : (
              ` — since ${r.status}.`
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
