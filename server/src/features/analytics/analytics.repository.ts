import { sql } from 'drizzle-orm';
import type { AnalyticsEvent } from '#common/api/analytics.ts';
import type { DbOrTx } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema.ts';

export async function createAnalyticsEvents(
  db: DbOrTx,
  userId: string,
  events: AnalyticsEvent[],
): Promise<void> {
  await db.insert(analyticsEvents).values(
    events.map((e) => ({
      userId,
      type: e.type,
      name: e.name,
      path: e.path ?? null,
      title: e.title ?? null,
      module: e.module ?? null,
      value: e.value ?? null,
      props: e.props ?? null,
    })),
  );
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

export async function summariseAnalytics(db: DbOrTx, since: Date) {
  const [perDay, topPages, features, events, vitals] = await Promise.all([
    db.execute(sql`select to_char(date_trunc('day', at), 'YYYY-MM-DD') as day, count(*)::int as views
      from ${analyticsEvents} where type = 'page_view' and at >= ${since} group by 1 order by 1`),
    db.execute(sql`select coalesce(path, '') as path, count(*)::int as views
      from ${analyticsEvents} where type = 'page_view' and at >= ${since} group by 1 order by 2 desc, 1 limit 10`),
    db.execute(sql`select module, count(*)::int as events, count(distinct user_id)::int as users
      from ${analyticsEvents} where module is not null and at >= ${since} group by 1 order by 2 desc`),
    db.execute(sql`select type, name, count(*)::int as count
      from ${analyticsEvents} where type <> 'page_view' and type <> 'web_vital' and at >= ${since}
      group by 1, 2 order by 3 desc limit 50`),
    db.execute(sql`select name, count(*)::int as samples,
        percentile_cont(0.5) within group (order by value) as p50,
        percentile_cont(0.75) within group (order by value) as p75,
        percentile_cont(0.95) within group (order by value) as p95
      from ${analyticsEvents} where type = 'web_vital' and value is not null and at >= ${since}
      group by 1 order by 1`),
  ]);
  return {
    pageViewsPerDay: rowsOf(perDay).map((r) => ({ day: String(r.day), views: Number(r.views) })),
    topPages: rowsOf(topPages).map((r) => ({ path: String(r.path), views: Number(r.views) })),
    featureUsage: rowsOf(features).map((r) => ({
      module: String(r.module),
      events: Number(r.events),
      users: Number(r.users),
    })),
    events: rowsOf(events).map((r) => ({
      type: String(r.type),
      name: String(r.name),
      count: Number(r.count),
    })),
    webVitals: rowsOf(vitals).map((r) => ({
      name: String(r.name),
      samples: Number(r.samples),
      p50: Number(r.p50),
      p75: Number(r.p75),
      p95: Number(r.p95),
    })),
  };
}
