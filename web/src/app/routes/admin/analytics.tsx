import { Activity, BarChart3, Eye, FileSearch, Gauge, LineChart, MousePointerClick } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { AnalyticsSummaryResponse } from '#common/api/analytics.ts';
import { Page } from '../../../components/layout/page.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAnalyticsSummary } from '../../../features/analytics/api/get-analytics-summary.ts';
import {
  DailyViewsTable,
  EventsTable,
  FeatureUsageTable,
  TopPagesTable,
  WebVitalsTable,
} from '../../../features/analytics/components/analytics-tables.tsx';
import { FeatureUsageChart } from '../../../features/analytics/components/feature-usage-chart.tsx';
import { PageViewsChart } from '../../../features/analytics/components/page-views-chart.tsx';
import { PeriodPicker } from '../../../features/analytics/components/period-picker.tsx';
import {
  dailySeries,
  moduleLabel,
  parsePeriod,
  type AnalyticsPeriod,
} from '../../../features/analytics/lib/analytics-format.ts';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { StatCards } from '../../../components/ui/stat-cards.tsx';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function AnalyticsReport({
  data,
  days,
  busy,
}: {
  data: AnalyticsSummaryResponse;
  days: AnalyticsPeriod;
  busy: boolean;
}) {
  const series = dailySeries(data.pageViewsPerDay, days);
  const totalViews = sum(data.pageViewsPerDay.map((entry) => entry.views));
  const usage = data.featureUsage.map((row) => ({
    label: moduleLabel(row.module),
    events: row.events,
    users: row.users,
  }));
  const period = `the last ${days} days`;
  return (
    <div className="space-y-6" aria-busy={busy || undefined}>
      <StatCards
        label={`Totals for ${period}`}
        stats={[
          { label: 'Page views', value: totalViews, icon: Eye },
          { label: 'Module events', value: sum(usage.map((row) => row.events)), icon: BarChart3 },
          { label: 'Other events', value: sum(data.events.map((row) => row.count)), icon: MousePointerClick },
          { label: 'Web-vital samples', value: sum(data.webVitals.map((row) => row.samples)), icon: Gauge },
        ]}
      />

      <SectionCard title="Page views per day">
        {totalViews === 0 ? (
          <EmptyState icon={LineChart} title={`No page views in ${period}`} />
        ) : (
          <figure className="space-y-3 px-5 py-4">
            <figcaption className="text-sm text-slate-700">
              {totalViews.toLocaleString('en-GB')} page views by signed-in users in {period}. The table below
              the chart lists every day.
            </figcaption>
            <PageViewsChart series={series} />
            <details className="rounded-md border border-slate-200">
              <summary className="cursor-pointer px-4 py-2 text-sm font-medium text-blue-800">
                Show page views per day as a table
              </summary>
              <DailyViewsTable series={series} caption={`Page views per day, ${period}`} />
            </details>
          </figure>
        )}
      </SectionCard>

      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title="Top pages">
          {data.topPages.length === 0 ? (
            <EmptyState icon={FileSearch} title="No pages viewed yet" />
          ) : (
            <TopPagesTable pages={data.topPages} />
          )}
        </SectionCard>

        <SectionCard title="Feature usage by module">
          {usage.length === 0 ? (
            <EmptyState icon={BarChart3} title={`No module used in ${period}`} />
          ) : (
            <figure className="space-y-3 px-5 py-4">
              <figcaption className="text-sm text-slate-700">
                Events per module; the table gives events and distinct users.
              </figcaption>
              <FeatureUsageChart usage={usage} />
              <FeatureUsageTable usage={usage} />
            </figure>
          )}
        </SectionCard>
      </div>

      <SectionCard title="Other events">
        {data.events.length === 0 ? (
          <EmptyState icon={Activity} title={`No other events in ${period}`}>
            <p>Sign-ins, persona interviews and report effectiveness events appear here.</p>
          </EmptyState>
        ) : (
          <EventsTable events={data.events} />
        )}
      </SectionCard>

      <SectionCard title="Web vitals">
        {data.webVitals.length === 0 ? (
          <EmptyState icon={Gauge} title={`No measurements in ${period}`} />
        ) : (
          <>
            <p className="px-5 pt-4 text-sm text-slate-700">
              Timings in milliseconds; CLS (layout shift) is a score without a unit. Ratings use the Core Web
              Vitals thresholds at the 75th percentile.
            </p>
            <WebVitalsTable vitals={data.webVitals} />
          </>
        )}
      </SectionCard>
    </div>
  );
}

export default function AdminAnalyticsRoute() {
  const [searchParams] = useSearchParams();
  const days = parsePeriod(searchParams.get('days'));
  const summary = useAnalyticsSummary(days);

  return (
    <Page
      title="Analytics"
      description="First-party analytics of signed-in users: page views, module usage, events and page speed. Anonymous visitors are not tracked."
      actions={<PeriodPicker current={days} />}
    >
      {summary.isPending ? (
        <Spinner className="py-8" />
      ) : summary.isError ? (
        <QueryError what="analytics" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <AnalyticsReport data={summary.data} days={days} busy={summary.isFetching} />
      )}
    </Page>
  );
}
