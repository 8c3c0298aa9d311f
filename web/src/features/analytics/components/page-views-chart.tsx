import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyViews } from '../lib/analytics-format.ts';

// Tailwind's blue-700 and slate-700/200: the line and labels keep 4.5:1 on white.
const LINE = '#1d4ed8';
const TEXT = '#334155';
const GRID = '#e2e8f0';

/**
 * The chart is a picture of the data table beside it: hidden from assistive technology (and recharts'
 * keyboard layer is off), which reads the table instead.
 */
export function PageViewsChart({ series }: { series: readonly DailyViews[] }) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={[...series]}
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
        >
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis
            dataKey="label"
            tick={{ fill: TEXT, fontSize: 12 }}
            tickLine={false}
            minTickGap={24}
            interval="preserveStartEnd"
          />
          <YAxis allowDecimals={false} tick={{ fill: TEXT, fontSize: 12 }} tickLine={false} width={40} />
          <Tooltip
            labelFormatter={(_label, payload) =>
              (payload[0]?.payload as DailyViews | undefined)?.fullLabel ?? ''
            }
          />
          <Line
            type="monotone"
            dataKey="views"
            name="Page views"
            stroke={LINE}
            strokeWidth={2}
            dot={series.length <= 31}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
