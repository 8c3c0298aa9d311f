import { Link } from 'react-router';
import { CATEGORY_LABELS, type InterviewCategory, type ReportEffectiveness } from '#common/api/personas.ts';
import { cn } from '../../../components/ui/cn.ts';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';

// Category names are long: let their column headers wrap so the six categories fit across the page.
const WRAPPING_TH = TH_CLASS.replace('whitespace-nowrap', 'whitespace-normal');
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { formatScore } from '../../../lib/personas/heat.ts';
import { weakestCategory } from '../lib/report.ts';
import { DemographicsChart } from './demographics-chart.tsx';
import { FeedbackText } from './feedback-text.tsx';
import { HeatLegend } from './heat-legend.tsx';
import { ScoreBadge, ScoreText, scoreClasses } from '../../../components/personas/score-cell.tsx';

type PersonaRow = ReportEffectiveness['personas'][number];

type ViewProps = {
  report: ReportEffectiveness;
  categories: readonly InterviewCategory[];
  /** Opens a persona's transcript, remembering the report to come back to. */
  transcriptLink: (row: PersonaRow) => { to: string; state: unknown };
};

function TranscriptLink({
  row,
  transcriptLink,
}: {
  row: PersonaRow;
  transcriptLink: ViewProps['transcriptLink'];
}) {
  const link = transcriptLink(row);
  return (
    <Link to={link.to} state={link.state} className={TEXT_LINK_CLASS}>
      {row.persona.name}
    </Link>
  );
}

/** Comparison View: categories down, personas across, coloured by score band, with feedback. */
export function ComparisonView({ report, categories, transcriptLink }: ViewProps) {
  return (
    <div className="space-y-6">
      <DataTable
        caption="Scores by category and persona"
        head={
          <tr>
            <th scope="col" className={TH_CLASS}>
              Category
            </th>
            {report.personas.map((row) => (
              <th key={row.persona.id} scope="col" className={WRAPPING_TH}>
                {row.persona.name}
              </th>
            ))}
            <th scope="col" className={TH_CLASS}>
              Average
            </th>
          </tr>
        }
      >
        {categories.map((category) => (
          <tr key={category}>
            <th scope="row" className={`${TD_CLASS} text-left font-medium`}>
              {CATEGORY_LABELS[category]}
            </th>
            {report.personas.map((row) => (
              <td key={row.persona.id} className={TD_CLASS}>
                <ScoreBadge score={row.scores[category].score} />
              </td>
            ))}
            <td className={TD_CLASS}>
              <ScoreBadge score={report.categoryAverages[category]} />
            </td>
          </tr>
        ))}
        <tr className="bg-slate-50">
          <th scope="row" className={`${TD_CLASS} text-left font-semibold`}>
            Overall
          </th>
          {report.personas.map((row) => (
            <td key={row.persona.id} className={TD_CLASS}>
              <ScoreBadge score={row.average} />
            </td>
          ))}
          <td className={TD_CLASS}>
            <ScoreBadge score={report.overallAverage} />
          </td>
        </tr>
      </DataTable>
      <HeatLegend />
      <div className="space-y-4">
        <h3 className="text-base font-semibold text-slate-900">Feedback by category</h3>
        {categories.map((category) => (
          <section
            key={category}
            aria-label={`${CATEGORY_LABELS[category]} feedback`}
            className="rounded-md border border-slate-200"
          >
            <h4 className="border-b border-slate-200 bg-slate-50 px-4 py-2 font-semibold text-slate-900">
              {CATEGORY_LABELS[category]}
            </h4>
            <ul className="divide-y divide-slate-200">
              {report.personas
                .filter((row) => row.scores[category].count > 0)
                .map((row) => (
                  <li key={row.persona.id} className="flex flex-wrap items-start gap-3 px-4 py-3 text-sm">
                    <ScoreBadge score={row.scores[category].score} />
                    <div className="min-w-0 flex-1">
                      <TranscriptLink row={row} transcriptLink={transcriptLink} />
                      <FeedbackText text={row.scores[category].feedback} className="text-slate-800" />
                    </div>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

function HeatCell({ score }: { score: number | null }) {
  return (
    <td
      className={cn(
        'border border-white px-3 py-3 text-center text-sm font-semibold tabular-nums',
        scoreClasses(score),
      )}
    >
      <ScoreText score={score} />
    </td>
  );
}

/** Heatmap: personas down, categories across, each cell filled with its score band's colour. */
export function HeatmapView({ report, categories, transcriptLink }: ViewProps) {
  return (
    <div>
      <DataTable
        caption="Heatmap of scores by persona and category"
        head={
          <tr>
            <th scope="col" className={TH_CLASS}>
              Persona
            </th>
            {categories.map((category) => (
              <th key={category} scope="col" className={`${WRAPPING_TH} text-center`}>
                {CATEGORY_LABELS[category]}
              </th>
            ))}
            <th scope="col" className={`${TH_CLASS} text-center`}>
              Average
            </th>
          </tr>
        }
      >
        {report.personas.map((row) => (
          <tr key={row.persona.id}>
            <th scope="row" className={`${TD_CLASS} text-left font-normal`}>
              <TranscriptLink row={row} transcriptLink={transcriptLink} />
              <p className="text-xs text-slate-700">{row.persona.knowledgeLevel}</p>
            </th>
            {categories.map((category) => (
              <HeatCell key={category} score={row.scores[category].score} />
            ))}
            <HeatCell score={row.average} />
          </tr>
        ))}
        <tr>
          <th scope="row" className={`${TD_CLASS} bg-slate-50 text-left font-semibold`}>
            Average
          </th>
          {categories.map((category) => (
            <HeatCell key={category} score={report.categoryAverages[category]} />
          ))}
          <HeatCell score={report.overallAverage} />
        </tr>
      </DataTable>
      <HeatLegend />
    </div>
  );
}

/** Demographics: the same averages per knowledge level, and where each group struggles most. */
export function DemographicsView({ report, categories }: Omit<ViewProps, 'transcriptLink'>) {
  return (
    <div className="space-y-6">
      <DataTable
        caption="Average scores by knowledge level"
        head={
          <tr>
            <th scope="col" className={TH_CLASS}>
              Knowledge level
            </th>
            {categories.map((category) => (
              <th key={category} scope="col" className={WRAPPING_TH}>
                {CATEGORY_LABELS[category]}
              </th>
            ))}
            <th scope="col" className={TH_CLASS}>
              Average
            </th>
          </tr>
        }
      >
        {report.groups.map((group) => (
          <tr key={group.level}>
            <th scope="row" className={`${TD_CLASS} text-left font-medium`}>
              {group.level}
              <span className="block text-xs font-normal text-slate-700">
                {group.personaCount} {group.personaCount === 1 ? 'persona' : 'personas'}
              </span>
            </th>
            {categories.map((category) => (
              <td key={category} className={TD_CLASS}>
                <ScoreBadge score={group.scores[category]} />
              </td>
            ))}
            <td className={TD_CLASS}>
              <ScoreBadge score={group.average} />
            </td>
          </tr>
        ))}
      </DataTable>
      <HeatLegend />
      <DemographicsChart groups={report.groups} categories={categories} />
      <ul className="grid gap-4 md:grid-cols-3">
        {report.groups.map((group) => {
          const weakest = weakestCategory(group.scores);
          return (
            <li key={group.level} className="rounded-md border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{group.level} investors</h3>
              <p className="text-sm text-slate-700">
                {group.personaCount} {group.personaCount === 1 ? 'persona' : 'personas'}, average{' '}
                {formatScore(group.average)}
              </p>
              {weakest && (
                <p className="mt-2 text-sm text-slate-800">
                  Weakest area: <strong>{CATEGORY_LABELS[weakest.category]}</strong> (
                  {formatScore(weakest.score)})
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
