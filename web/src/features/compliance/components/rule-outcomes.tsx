import type { ComplianceCheck } from '#common/api/compliance.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';

/**
 * The rules that passed, each with the text that satisfied it (page and quote) or what it looked for, and the
 * rules that did not apply, each with its reason (issue 30: a count of "passed" means nothing without them).
 * Both lists are collapsed by default: a reviewer opens them to see what was checked, not to read first.
 */
export function RuleOutcomes({ check }: { check: Pick<ComplianceCheck, 'passed' | 'notApplicableRules'> }) {
  return (
    <>
      <SectionCard title={`Passed (${check.passed.length})`}>
        <details className="p-5">
          <summary className="cursor-pointer font-medium text-slate-900">
            Show the rules that passed and their evidence
          </summary>
          {check.passed.length === 0 ? (
            <p className="mt-3 text-slate-700">No rule passed on this document.</p>
          ) : (
            <ul className="mt-3 space-y-3 text-slate-800" aria-label="Rules passed">
              {check.passed.map((rule) => (
                <li key={rule.ruleId} className="border-l-2 border-green-300 pl-3">
                  <p className="font-medium text-slate-900">
                    {rule.title} <span className="font-normal text-slate-700">({rule.citation})</span>
                  </p>
                  <p className="text-sm text-slate-700">{rule.basis}</p>
                  {rule.evidence.length > 0 && (
                    <ul className="mt-1 space-y-1 text-sm" aria-label={`Evidence for ${rule.title}`}>
                      {rule.evidence.map((e) => (
                        <li key={`${e.page}:${e.quote}`}>
                          <span className="font-medium">Page {e.page}: </span>
                          <q className="italic">{e.quote}</q>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </details>
      </SectionCard>

      <SectionCard title={`Not applicable (${check.notApplicableRules.length})`}>
        <details className="p-5">
          <summary className="cursor-pointer font-medium text-slate-900">
            Show the rules that did not apply and why
          </summary>
          {check.notApplicableRules.length === 0 ? (
            <p className="mt-3 text-slate-700">Every rule applied to this document.</p>
          ) : (
            <ul className="mt-3 space-y-2 text-slate-800" aria-label="Rules not applicable">
              {check.notApplicableRules.map((rule) => (
                <li key={rule.ruleId}>
                  <p className="font-medium text-slate-900">
                    {rule.title}
                    {rule.citation && <span className="font-normal text-slate-600"> ({rule.citation})</span>}
                  </p>
                  <p className="text-sm text-slate-700">{rule.reason}</p>
                </li>
              ))}
            </ul>
          )}
        </details>
      </SectionCard>
    </>
  );
}
