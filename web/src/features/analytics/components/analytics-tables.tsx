import type { AnalyticsSummaryResponse } from '#common/api/analytics.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { formatCount } from '../../../lib/format.ts';
import {
  eventNameLabel,
  eventTypeLabel,
  formatVital,
  vitalRating,
  type DailyViews,
  type VitalRating,
} from '../lib/analytics-format.ts';
import type { ModuleUsage } from './feature-usage-chart.tsx';

const NUM_CLASS = `${TD_CLASS} text-right tabular-nums`;
const TH_NUM_CLASS = `${TH_CLASS} text-right`;

export function DailyViewsTable({ series, caption }: { series: readonly DailyViews[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      head={
        <tr>
          <th scope="col" className={TH_CLASS}>
            Day
          </th>
          <th scope="col" className={TH_NUM_CLASS}>
            Page views
          </th>
        </tr>
      }
    >
      {series.map((point) => (
        <tr key={point.day}>
          <th scope="row" className={`${TD_CLASS} text-left font-normal`}>
            <time dateTime={point.day}>{point.fullLabel}</time>
          </th>
          <td className={NUM_CLASS}>{formatCount(point.views)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function TopPagesTable({ pages }: { pages: AnalyticsSummaryResponse['topPages'] }) {
  return (
    <DataTable
      caption="Most viewed pages"
      captionHidden
      head={
        <tr>
          <th scope="col" className={TH_CLASS}>
            Page
          </th>
          <th scope="col" className={TH_NUM_CLASS}>
            Views
          </th>
        </tr>
      }
    >
      {pages.map((page) => (
        <tr key={page.path}>
          <th scope="row" className={`${TD_CLASS} text-left font-mono text-xs font-normal break-all`}>
            {page.path || '(unknown)'}
          </th>
          <td className={NUM_CLASS}>{formatCount(page.views)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function FeatureUsageTable({ usage }: { usage: readonly ModuleUsage[] }) {
  return (
    <DataTable
      caption="Events and users per module"
      captionHidden
      head={
        <tr>
          <th scope="col" className={TH_CLASS}>
            Module
          </th>
          <th scope="col" className={TH_NUM_CLASS}>
            Events
          </th>
          <th scope="col" className={TH_NUM_CLASS}>
            Users
          </th>
        </tr>
      }
    >
      {usage.map((row) => (
        <tr key={row.label}>
          <th scope="row" className={`${TD_CLASS} text-left font-normal`}>
            {row.label}
          </th>
          <td className={NUM_CLASS}>{formatCount(row.events)}</td>
          <td className={NUM_CLASS}>{formatCount(row.users)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function EventsTable({ events }: { events: AnalyticsSummaryResponse['events'] }) {
  return (
    <DataTable
      caption="Counts of other events by type and name"
      captionHidden
      head={
        <tr>
          <th scope="col" className={TH_CLASS}>
            Type
          </th>
          <th scope="col" className={TH_CLASS}>
            Event
          </th>
          <th scope="col" className={TH_NUM_CLASS}>
            Count
          </th>
        </tr>
      }
    >
      {events.map((event) => (
        <tr key={`${event.type}:${event.name}`}>
          <td className={TD_CLASS}>{eventTypeLabel(event.type)}</td>
          <td className={TD_CLASS}>{eventNameLabel(event.type, event.name)}</td>
          <td className={NUM_CLASS}>{formatCount(event.count)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

const RATING_TONES: Record<VitalRating, BadgeTone> = {
  Good: 'green',
  'Needs improvement': 'amber',
  Poor: 'red',
};

export function WebVitalsTable({ vitals }: { vitals: AnalyticsSummaryResponse['webVitals'] }) {
  return (
    <DataTable
      caption="Web vitals percentiles"
      captionHidden
      head={
        <tr>
          <th scope="col" className={TH_CLASS}>
            Metric
          </th>
          <th scope="col" className={TH_NUM_CLASS}>
            Samples
          </th>
          <th scope="col" className={TH_NUM_CLASS}>
            p50
          </th>
          <th scope="col" className={TH_NUM_CLASS}>
            p75
          </th>
          <th scope="col" className={TH_NUM_CLASS}>
            p95
          </th>
          <th scope="col" className={TH_CLASS}>
            Rating at p75
          </th>
        </tr>
      }
    >
      {vitals.map((vital) => {
        const rating = vitalRating(vital.name, vital.p75);
        return (
          <tr key={vital.name}>
            <th scope="row" className={`${TD_CLASS} text-left font-semibold`}>
              {vital.name}
            </th>
            <td className={NUM_CLASS}>{formatCount(vital.samples)}</td>
            <td className={NUM_CLASS}>{formatVital(vital.name, vital.p50)}</td>
            <td className={NUM_CLASS}>{formatVital(vital.name, vital.p75)}</td>
            <td className={NUM_CLASS}>{formatVital(vital.name, vital.p95)}</td>
            <td className={TD_CLASS}>
              {rating ? (
                <Badge tone={RATING_TONES[rating]}>{rating}</Badge>
              ) : (
                <span className="text-slate-600">—</span>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
