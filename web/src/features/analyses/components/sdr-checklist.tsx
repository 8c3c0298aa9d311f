import type { Role } from '#common/api/auth.ts';
import type { SdrView } from '#common/api/analyses.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { EvidenceLink } from './evidence-link.tsx';

type CheckItem = {
  id: string;
  name: string;
  present: boolean;
  required?: boolean;
  evidence: SdrView['noLabelStatement'];
};

function Checklist({
  title,
  items,
  role,
  documentId,
}: {
  title: string;
  items: CheckItem[];
  role: Role;
  documentId: string;
}) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 space-y-2">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-start gap-2">
            <Badge tone={item.present ? 'green' : item.required === false ? 'slate' : 'red'}>
              {item.present ? 'Found' : 'Missing'}
            </Badge>
            <span className="text-slate-900">
              {item.name}
              {item.required === false ? ' (not required for this label)' : ''}
            </span>
            {item.evidence && (
              <span className="basis-full pl-1 text-sm">
                <EvidenceLink
                  role={role}
                  documentId={documentId}
                  page={item.evidence.page}
                  quote={item.evidence.quote}
                />
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * SDR: the label claimed (ESG 4.1.1R) and what supports it, sustainability terms in names without a label
 * (ESG 4.3), the consumer-facing disclosure's contents (ESG 5), and vague claims (ESG 4.3.1R).
 */
export function SdrChecklist({ sdr, role, documentId }: { sdr: SdrView; role: Role; documentId: string }) {
  return (
    <SectionCard title="Sustainability Disclosure Requirements">
      <div className="space-y-5 p-5">
        <p className="text-slate-900">
          <span className="font-semibold">Label (ESG 4.1.1R): </span>
          {sdr.labelName ? (
            <Badge tone="blue">{sdr.labelName}</Badge>
          ) : sdr.noLabelStatement ? (
            <>
              No label; the document says so:{' '}
              <EvidenceLink
                role={role}
                documentId={documentId}
                page={sdr.noLabelStatement.page}
                quote={sdr.noLabelStatement.quote}
              />
            </>
          ) : (
            'No label claimed.'
          )}
        </p>
        <div className="grid gap-5 md:grid-cols-2">
          <Checklist
            title="What supports the label"
            items={sdr.support}
            role={role}
            documentId={documentId}
          />
          <Checklist
            title="Consumer-facing disclosure contents (ESG 5)"
            items={sdr.disclosure}
            role={role}
            documentId={documentId}
          />
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Sustainability terms in names (ESG 4.3)</h3>
          {sdr.names.filter((n) => n.terms.length > 0).length === 0 ? (
            <p className="text-slate-700">No product name uses a sustainability term.</p>
          ) : (
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
              {sdr.names
                .filter((n) => n.terms.length > 0)
                .map((n) => (
                  <li key={n.name}>
                    {n.name}: {n.terms.join(', ')}
                    {n.restrictedTerms.length > 0 && !sdr.labelName
                      ? ` — ${n.restrictedTerms.join(', ')} used without a label`
                      : ''}
                  </li>
                ))}
            </ul>
          )}
          <p className="mt-2 text-sm text-slate-700">
            Sustainability terms used {sdr.termCount} time{sdr.termCount === 1 ? '' : 's'}.
          </p>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Vague or unsubstantiated claims (ESG 4.3.1R)</h3>
          {sdr.vagueClaims.length === 0 ? (
            <p className="text-slate-700">None found.</p>
          ) : (
            <ul className="mt-1 space-y-2">
              {sdr.vagueClaims.map((claim) => (
                <li key={`${claim.id}-${claim.page}`} className="text-slate-800">
                  <span className="font-medium">{claim.name}</span>
                  {claim.count > 1 ? ` (${claim.count} times)` : ''}
                  {claim.absolute ? ' — absolute claim' : ''}:{' '}
                  <EvidenceLink role={role} documentId={documentId} page={claim.page} quote={claim.quote} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {sdr.netZeroTargets && sdr.netZeroTargets.length > 0 ? (
          <div>
            <h3 className="font-semibold text-slate-900">Net zero targets (ESG 4.3.1R, FG24/3)</h3>
            <ul className="mt-1 space-y-2">
              {sdr.netZeroTargets.map((target) => (
                <li key={`${target.page}-${target.quote}`} className="text-slate-800">
                  <span className="font-medium">
                    {target.plan ? 'Target with a plan' : 'Target without a plan'}
                    {target.progress ? ', progress reported' : ', no progress evidence'}
                  </span>
                  :{' '}
                  <EvidenceLink role={role} documentId={documentId} page={target.page} quote={target.quote} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </SectionCard>
  );
}
