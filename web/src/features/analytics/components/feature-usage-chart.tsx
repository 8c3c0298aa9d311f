import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const BAR = '#1d4ed8';
const TEXT = '#334155';
const GRID = '#e2e8f0';

export type ModuleUsage = { label: string; events: number; users: number };

/** Events per module as horizontal bars; hidden from assistive technology, which reads the table. */
export function FeatureUsageChart({ usage }: { usage: readonly ModuleUsage[] }) {
  const height = Math.max(160, usage.length * 48 + 40);
  return (
    <div aria-hidden="true" className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={[...usage]}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 4, left: 8 }}
        >
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fill: TEXT, fontSize: 12 }} tickLine={false} />
          <YAxis
            type="category"
            dataKey="label"
            width={170}
            tick={{ fill: TEXT, fontSize: 12 }}
            tickLine={false}
          />
          <Tooltip cursor={{ fill: '#f1f5f9' }} />
          <Bar dataKey="events" name="Events" fill={BAR} radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
