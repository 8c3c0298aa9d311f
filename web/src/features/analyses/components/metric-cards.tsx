import type { AnalysisResultView } from '#common/api/analyses.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatCount } from '../../../lib/format.ts';
import { fleschBand, readingAgeTone } from '../lib/analysis-format.ts';

function Metric({ label, value, detail }: { label: string; value: string; detail?: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      {detail && <dd className="mt-1 text-sm text-slate-700">{detail}</dd>}
    </div>
  );
}

/** The headline numbers: reading age against the target, the seven formulas, and the size of the text. */
export function MetricCards({ result }: { result: AnalysisResultView }) {
  const m = result.readability.metrics;
  const tone = readingAgeTone(m.ukReadingAge, m.targetReadingAge);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Readability metrics">
      <Metric
        label="UK reading age"
        value={m.words > 0 ? m.ukReadingAge.toFixed(1) : '—'}
        detail={
          <>
            <Badge tone={tone}>
              {m.meetsTarget ? 'Meets' : 'Above'} the target of {m.targetReadingAge}
            </Badge>
            {m.targetReason && (
              <span className="mt-1 block">
                <span className="font-medium">Why this target: </span>
                {m.targetReason}
              </span>
            )}
          </>
        }
      />
      <Metric
        label="Flesch Reading Ease"
        value={`${m.fleschReadingEase}`}
        detail={fleschBand(m.fleschReadingEase)}
      />
      <Metric label="Flesch-Kincaid grade" value={`${m.fleschKincaidGrade}`} detail="US school grade" />
      <Metric label="Gunning Fog" value={`${m.gunningFog}`} detail="Years of schooling" />
      <Metric label="SMOG" value={`${m.smogIndex}`} detail="Years of schooling" />
      <Metric label="Coleman-Liau" value={`${m.colemanLiauIndex}`} detail="US school grade" />
      <Metric
        label="Automated Readability Index"
        value={`${m.automatedReadabilityIndex}`}
        detail="US school grade"
      />
      <Metric label="Dale-Chall" value={`${m.daleChallScore}`} detail={`Grade ${m.daleChallGrade}`} />
      <Metric
        label="Words and sentences"
        value={formatCount(m.words)}
        detail={`${formatCount(m.sentences)} sentences, ${m.wordsPerSentence} words each on average`}
      />
      <Metric
        label="Paragraphs above the target"
        value={`${m.paragraphsOverTarget} of ${m.paragraphs}`}
        detail={`${m.percentDifficultWords}% difficult words`}
      />
      <Metric
        label="Pages"
        value={`${result.structure.pageCount}`}
        detail={`${result.structure.headingCount} headings`}
      />
      <Metric
        label="Tables and images"
        value={`${result.structure.totals.tables} / ${result.structure.totals.images}`}
        detail="tables / images"
      />
    </dl>
  );
}
