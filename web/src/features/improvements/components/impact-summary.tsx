import type { ImpactView } from '#common/api/improvements.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { ScoreBadge } from '../../../components/personas/score-cell.tsx';
import { IMPACT_MEASURES, impactSentences, personaChanges } from '#common/improvement-impact.ts';
import { changeTone, formatChange } from '../lib/improvement-format.ts';
import { worseSetSentences } from '../lib/impact-worse.ts';
import { WorseSetWarning } from './worse-set-warning.tsx';

/**
 * What the accepted suggestions would do. The "before" figures are the other modules' own (the analysis
 * page's reading age and findings, the Compliance check's findings, Report Effectiveness's persona
 * averages); the "after" ones come from running the same engines on the revised text.
 */
export function ImpactSummary({
  impact,
  impactAll,
  accepted,
}: {
  impact: ImpactView;
  impactAll: ImpactView | null;
  accepted: number;
}) {
  const measures = IMPACT_MEASURES.filter(
    (m) => impact.before[m.key] !== undefined && impact.after[m.key] !== undefined,
  );
  const personas = personaChanges(impact);
  const acceptedWorse = accepted > 0 ? worseSetSentences(impact, 'Accepting these changes') : [];
  return (
    <SectionCard title="Predicted impact of the accepted changes">
      <div className="space-y-4 p-5">
        {impactAll && <WholeSet impactAll={impactAll} />}
        {acceptedWorse.length > 0 && <WorseSetWarning sentences={acceptedWorse} />}
        <div className="text-sm text-slate-800" aria-live="polite">
          {impactSentences(impact, accepted).map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
        <p className="text-sm text-slate-700">
          {accepted} suggestion{accepted === 1 ? '' : 's'} accepted. Before: the figures the analysis,
          Compliance and Report Effectiveness pages show. After: the same checks run again on the revised
          text.
        </p>
        <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {measures.map((m) => (
            <div key={m.key} className="rounded-md border border-slate-200 p-3">
              <dt className="text-sm text-slate-700">{m.label}</dt>
              <dd className="mt-1">
                <Badge tone={changeTone(impact.before[m.key]!, impact.after[m.key]!)}>
                  {formatChange(impact.before[m.key]!, impact.after[m.key]!, m.decimals)}
                </Badge>
              </dd>
            </div>
          ))}
        </dl>
        {personas.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold text-slate-900">
              Persona scores (average of the interviews)
            </h3>
            <dl className="mt-2 grid gap-3 sm:grid-cols-3">
              {personas.map((p) => (
                <div key={p.category} className="rounded-md border border-slate-200 p-3">
                  <dt className="text-sm text-slate-700">{p.label}</dt>
                  <dd className="mt-1 flex items-center gap-2 text-sm">
                    <ScoreBadge score={p.before} />
                    {p.after === p.before ? (
                      <span className="text-slate-700">no change</span>
                    ) : (
                      <>
                        <span aria-hidden="true">→</span>
                        <span className="sr-only">becomes</span>
                        <ScoreBadge score={p.after} />
                      </>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        {impact.fixedRules.length > 0 && (
          <p className="text-sm text-slate-800">
            Rules no longer failing: <span className="font-medium">{impact.fixedRules.join(', ')}</span>
          </p>
        )}
      </div>
    </SectionCard>
  );
}

/** What accepting every suggestion as proposed would do, measured before any is accepted, flagged when worse. */
function WholeSet({ impactAll }: { impactAll: ImpactView }) {
  const worse = worseSetSentences(impactAll, 'Accepting all of these');
  const { before: b, after: a } = impactAll;
  return (
    <div className="space-y-2">
      {worse.length > 0 && <WorseSetWarning sentences={worse} />}
      <p className="text-sm text-slate-800">
        If you accepted every suggestion as proposed: reading age{' '}
        {formatChange(b.ukReadingAge, a.ukReadingAge)}, sentences over 25 words{' '}
        {formatChange(b.longSentences, a.longSentences, 0)}, compliance findings{' '}
        {formatChange(b.ruleFindings, a.ruleFindings, 0)}.
      </p>
    </div>
  );
}
