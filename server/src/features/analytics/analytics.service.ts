import type { User } from '#common/api/auth.ts';
import type { AnalyticsEvent, AnalyticsSummaryResponse } from '#common/api/analytics.ts';
import type { AppDeps } from '../../deps.ts';
import { createAnalyticsEvents, summariseAnalytics } from './analytics.repository.ts';

/** Stores events for signed-in users only; anonymous visitors' events are dropped (privacy policy). */
export async function recordEvents(
  deps: AppDeps,
  user: User | null,
  events: AnalyticsEvent[],
): Promise<number> {
  if (!user) return 0;
  await createAnalyticsEvents(deps.database.db, user.id, events);
  return events.length;
}

export async function getAnalyticsSummary(deps: AppDeps, days: number): Promise<AnalyticsSummaryResponse> {
  const since = new Date(Date.now() - days * 86_400_000);
  return { days, ...(await summariseAnalytics(deps.database.db, since)) };
}
