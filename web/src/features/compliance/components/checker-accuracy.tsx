import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { useSearchParams } from 'react-router';
import type { RuleAccuracy } from '#common/api/accuracy.ts';
import { CHECKER_REACH, FIRM_FIGURES_MIN_DECISIONS } from '#common/checker-reach.ts';
import { Page } from '../../../components/layout/page.tsx';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { useAccuracy } from '../api/get-accuracy.ts';

const figure = (x: number | null) => (x === null ? '—' : `${Math.round(x * 100)}%`);
// Tailwind green-700, red-700, amber-700: each keeps 4.5:1 against white.
const KEPT = '#15803d';
const WRONG = '#b91c1c';
const MISSED = '#b45309';

/** One bar per rule: the findings kept, dismissed as not a breach, and missed. A picture of the table. */
function AccuracyChart({ rules }: { rules: readonly RuleAccuracy[] }) {
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rules.map((r) => ({ ...r, label: r.ruleId }))} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fill: '#334155', fontSize: 11 }} interval={0} />
          <YAxis allowDecimals={false} tick={{ fill: '#334155', fontSize: 12 }} width={32} />
          <Legend />
          <Bar dataKey="kept" name="Kept" stackId="a" fill={KEPT} />
          <Bar dataKey="notABreach" name="Not a breach" stackId="a" fill={WRONG} />
          <Bar dataKey="missed" name="Missed" stackId="a" fill={MISSED} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The checker's measured reach from the firm's decisions (firm admins; the platform admin across firms). */
export function CheckerAccuracy() {
  const [params] = useSearchParams();
  const firmId = params.get('firmId') ?? undefined;
  const accuracy = useAccuracy(firmId);
  if (accuracy.isPending) return <PageSpinner />;
  if (accuracy.isError)
    return (
      <Page title="Checker accuracy">
        <QueryError
          what="the checker's accuracy"
          error={accuracy.error}
          onRetry={() => void accuracy.refetch()}
        />
      </Page>
    );
  const data = accuracy.data;
  const exportUrl = `/api/compliance/accuracy/export.jsonl${firmId ? `?firmId=${encodeURIComponent(firmId)}` : ''}`;
  return (
    <Page
      title="Checker accuracy"
      description={
        <p>
          From your people&apos;s decisions: engine findings kept (resolved, or left open at approval) against
          those dismissed as &ldquo;not a breach&rdquo;, and findings reviewers raised on a rule, counted as
          misses. Precision = kept / (kept + not a breach); recall is an estimate, kept / (kept + missed).
          Measured on outside text: {figure(CHECKER_REACH.heldOutRecall)} recall ({CHECKER_REACH.heldOutLabel}
          ).
        </p>
      }
      actions={
        <a href={exportUrl} className={TEXT_LINK_CLASS} download>
          Export labelled decisions (JSON Lines)
        </a>
      }
    >
      <p className="mb-4 text-slate-800">
        {data.firmId === null ? 'All firms' : 'Your firm'}: {data.decided} decided findings; precision{' '}
        {figure(data.total.precision)}, recall estimate {figure(data.total.recall)}.
        {!data.enough && ` The figures settle once ${FIRM_FIGURES_MIN_DECISIONS} findings are decided.`}
      </p>
      <p className="mb-4 rounded-md border border-dashed border-sky-400 bg-sky-50 p-3 text-slate-800">
        <span className="font-semibold">{data.learned.title}: </span>
        {data.learned.kept} kept, {data.learned.notABreach} dismissed as not a breach; precision{' '}
        {figure(data.learned.precision)}. Its &ldquo;possible&rdquo; findings are counted here only, never in
        the rules&apos; rows or the figures above.
      </p>
      {data.rules.length === 0 ? (
        <p className="text-slate-700">No decided findings yet.</p>
      ) : (
        <>
          <AccuracyChart rules={data.rules} />
          <table className="mt-4 w-full border-collapse text-sm">
            <caption className="sr-only">Checker accuracy per rule</caption>
            <thead>
              <tr className="border-b border-slate-300 text-left">
                <th scope="col" className="py-2 pr-3">
                  Rule
                </th>
                <th scope="col" className="py-2 pr-3">
                  Kept
                </th>
                <th scope="col" className="py-2 pr-3">
                  Not a breach
                </th>
                <th scope="col" className="py-2 pr-3">
                  Missed
                </th>
                <th scope="col" className="py-2 pr-3">
                  Precision
                </th>
                <th scope="col" className="py-2 pr-3">
                  Recall (estimate)
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rules.map((r) => (
                <tr key={r.ruleId} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    <span className="font-medium">{r.title}</span>
                    <span className="block text-slate-700">
                      {r.ruleId}
                      {r.citation ? ` · ${r.citation}` : ''}
                    </span>
                  </th>
                  <td className="py-2 pr-3">{r.kept}</td>
                  <td className="py-2 pr-3">{r.notABreach}</td>
                  <td className="py-2 pr-3">{r.missed}</td>
                  <td className="py-2 pr-3">{figure(r.precision)}</td>
                  <td className="py-2 pr-3">{figure(r.recall)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Page>
  );
}
