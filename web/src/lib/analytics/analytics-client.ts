import type { AnalyticsEvent } from '#common/api/analytics.ts';
import { sendAnalyticsEvents } from './send-events.ts';
import { createEventBatcher, type SessionState } from './event-batcher.ts';

export type { SessionState };

/** First-party analytics (DESIGN.md §2): batched, sent every few seconds, only for signed-in users. */
export const FLUSH_INTERVAL_MS = 5000;

let getSession: () => SessionState = () => ({ status: 'unknown' });

const batcher = createEventBatcher({ send: sendAnalyticsEvents, getSession: () => getSession() });

/** The app tells analytics how to read the session (it lives in the query cache). */
export function configureAnalytics(options: { getSession: () => SessionState }): void {
  getSession = options.getSession;
}

/** Call when the session changes: signing out drops whatever is queued. */
export function observeSession(session: SessionState): void {
  batcher.observe(session);
}

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Records an event (page views, auth, persona interviews, report effectiveness, web-vitals…). Anonymous
 * visitors' events are dropped at once. Events that arrive as the page is hidden (web-vitals report CLS
 * and INP then) are sent straight away, since the page may not come back.
 */
export function trackEvent(event: AnalyticsEvent): void {
  if (batcher.track(event) && isHidden()) void batcher.flush({ keepalive: true });
}

/**
 * Sends what is queued now. `maxWaitMs` bounds how long a caller (signing out) waits for it; the
 * request carries on in the background either way.
 */
export function flushAnalytics(options: { keepalive?: boolean; maxWaitMs?: number } = {}): Promise<void> {
  const sending = batcher.flush({ keepalive: options.keepalive }).then(() => undefined);
  if (options.maxWaitMs === undefined) return sending;
  return Promise.race([sending, new Promise<void>((resolve) => setTimeout(resolve, options.maxWaitMs))]);
}

/** Starts the periodic flush and the flush on leaving the page; returns a stop function. */
export function startAnalytics(target: Window = window): () => void {
  const interval = target.setInterval(() => void batcher.flush(), FLUSH_INTERVAL_MS);
  const onLeave = () => void batcher.flush({ keepalive: true });
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') onLeave();
  };
  target.addEventListener('pagehide', onLeave);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.clearInterval(interval);
    target.removeEventListener('pagehide', onLeave);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}
