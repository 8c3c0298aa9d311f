import type { ImpactView } from '#common/api/improvements.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { changeTone, formatChange } from '../lib/improvement-format.ts';

const MEASURES: {
  key: 'ukReadingAge' | 'ruleFindings' | 'longSentences' | 'undefinedAcronyms' | 'jargonTerms';
  label: string;
  decimals: number;
}[] = [
  { key: 'ukReadingAge', label: 'UK reading age', decimals: 1 },
  { key: 'ruleFindings', label: 'Rule findings', decimals: 0 },
  { key: 'longSentences', label: 'Sentences over 25 words', decimals: 0 },
  { key: 'undefinedAcronyms', label: 'Acronyms not explained', decimals: 0 },
  { key: 'jargonTerms', label: 'Jargon terms', decimals: 0 },
];

/** What the accepted suggestions would do, measured by re-running the engine on the revised document. */
export function ImpactSummary({
  impact,
  impactAll,
  accepted,
}: {
  impact: ImpactView;
  impactAll: ImpactView | null;
  accepted: number;
}) {
  const personas = Object.keys(impact.before.personaScores ?? {});
  return (
    <SectionCard title="Predicted impact of the accepted changes">
      <div className="space-y-4 p-5">
        <p className="text-sm text-slate-700">
          {accepted} suggestion{accepted === 1 ? '' : 's'} accepted. Figures come from running the analysis
          and the rule packs again on the revised text.
        </p>
        <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {MEASURES.map((m) => (
            <div key={m.key} className="rounded-md border border-slate-200 p-3">
              <dt className="text-sm text-slate-700">{m.label}</dt>
              <dd className="mt-1">
                <Badge tone={changeTone(impact.before[m.key], impact.after[m.key])}>
                  {formatChange(impact.before[m.key], impact.after[m.key], m.decimals)}
                </Badge>
              </dd>
            </div>
          ))}
          {personas.map((category) => (
            <div key={category} className="rounded-md border border-slate-200 p-3">
              <dt className="text-sm text-slate-700">Persona score: {category}</dt>
              <dd className="mt-1">
                <Badge tone="blue">
                  {formatChange(
                    impact.before.personaScores?.[category] ?? 0,
                    impact.after.personaScores?.[category] ?? 0,
                  )}
                </Badge>
              </dd>
            </div>
          ))}
        </dl>
        {impactAll && (
          <p className="text-sm text-slate-800">
            If you accepted every suggestion as proposed: reading age{' '}
            {formatChange(impactAll.before.ukReadingAge, impactAll.after.ukReadingAge)}, rule findings{' '}
            {formatChange(impactAll.before.ruleFindings, impactAll.after.ruleFindings, 0)}.
          </p>
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
