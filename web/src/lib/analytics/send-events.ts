import { z } from 'zod';
import type { AnalyticsEvent } from '#common/api/analytics.ts';
import { api } from '../api-client.ts';

const sentResponse = z.object({ stored: z.number().int() });

/**
 * 202 with how many events were stored (none for an anonymous caller). keepalive lets a batch sent as
 * the page goes away still arrive; sendBeacon cannot carry the CSRF header, fetch can. Never treated as
 * a session expiry: analytics must not sign anyone out.
 */
export function sendAnalyticsEvents(
  events: AnalyticsEvent[],
  { keepalive }: { keepalive: boolean },
): Promise<z.infer<typeof sentResponse>> {
  return api.post(
    '/api/analytics/events',
    { events },
    { schema: sentResponse, authenticated: false, keepalive },
  );
}
