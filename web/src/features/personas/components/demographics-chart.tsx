import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CATEGORY_LABELS, type InterviewCategory, type ReportEffectiveness } from '#common/api/personas.ts';

// One hue per knowledge level, told apart by lightness too, so the bars read without colour vision.
const LEVEL_COLOURS: Record<string, string> = {
  Beginner: '#93c5fd',
  Intermediate: '#2563eb',
  Expert: '#1e3a8a',
};
const TEXT = '#334155';
const GRID = '#e2e8f0';

/**
 * The Demographics averages as grouped bars per category. Hidden from assistive technology, which reads the
 * table beside it with the same numbers.
 */
export function DemographicsChart({
  groups,
  categories,
}: {
  groups: ReportEffectiveness['groups'];
  categories: readonly InterviewCategory[];
}) {
  const data = categories.map((category) => ({
    label: CATEGORY_LABELS[category],
    ...Object.fromEntries(
      groups.map((group) => {
        // the API's group means, already rounded as the table beside the chart prints them
        return [group.level, group.scores[category]];
      }),
    ),
  }));
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 4, left: -16 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="label" tick={{ fill: TEXT, fontSize: 11 }} tickLine={false} interval={0} />
          <YAxis
            domain={[0, 5]}
            ticks={[1, 2, 3, 4, 5]}
            tick={{ fill: TEXT, fontSize: 12 }}
            tickLine={false}
          />
          <Tooltip cursor={{ fill: '#f1f5f9' }} />
          {/* Legend in bar order, its text in the page's colour (a pale series colour would not read). */}
          <Legend
            itemSorter={null}
            wrapperStyle={{ fontSize: 12 }}
            formatter={(value: string) => <span style={{ color: TEXT }}>{value}</span>}
          />
          {groups.map((group) => (
            <Bar
              key={group.level}
              dataKey={group.level}
              name={`${group.level} investors`}
              fill={LEVEL_COLOURS[group.level]}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
