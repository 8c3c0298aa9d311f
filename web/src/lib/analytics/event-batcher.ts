import { analyticsEvent, type AnalyticsEvent } from '#common/api/analytics.ts';

/**
 * Who is using the page, as far as the app knows: "unknown" until the session check answers. Events
 * are only ever sent for a signed-in user (spec §1: analytics runs only for authenticated users).
 */
export type SessionState =
  { status: 'unknown' } | { status: 'anonymous' } | { status: 'signed-in'; userId: string };

export type SendEvents = (events: AnalyticsEvent[], options: { keepalive: boolean }) => Promise<unknown>;

/** The API takes at most 50 events a request (analyticsEventsInput). */
export const MAX_EVENTS_PER_REQUEST = 50;
/** A cap while the session is unknown or the network is down, so the queue cannot grow without end. */
export const MAX_QUEUED_EVENTS = 500;

const LIMITS = { name: 100, path: 2000, title: 300, module: 50, prop: 500 } as const;

const cut = (value: string | undefined, max: number) =>
  value === undefined ? undefined : value.slice(0, max);

/**
 * Trims an event to the API's limits, so one long title cannot get a whole batch refused; an event that
 * still does not fit (an empty name, a value that is not a finite number) is dropped (null).
 */
export function normaliseEvent(event: AnalyticsEvent): AnalyticsEvent | null {
  const props = event.props
    ? Object.fromEntries(
        Object.entries(event.props).map(([key, value]) => [
          key,
          typeof value === 'string' ? value.slice(0, LIMITS.prop) : value,
        ]),
      )
    : undefined;
  const trimmed: AnalyticsEvent = {
    type: event.type,
    name: event.name.trim().slice(0, LIMITS.name),
    ...(event.path !== undefined && { path: cut(event.path, LIMITS.path) }),
    ...(event.title !== undefined && { title: cut(event.title, LIMITS.title) }),
    ...(event.module !== undefined && { module: cut(event.module, LIMITS.module) }),
    ...(event.value !== undefined && { value: event.value }),
    ...(props && { props }),
  };
  const parsed = analyticsEvent.safeParse(trimmed);
  return parsed.success ? parsed.data : null;
}

type Queued = {
  event: AnalyticsEvent;
  /** The user it was tracked for; null while unknown. */ userId: string | null;
};

export type EventBatcher = {
  /** Queues an event; false when it was dropped (anonymous visitor, or invalid). */
  track: (event: AnalyticsEvent) => boolean;
  /** Applies a change of session: signing out drops the queue; another user's events are never sent. */
  observe: (session: SessionState) => void;
  /** Sends what is queued, in requests of at most 50; resolves to the number of events sent. */
  flush: (options?: { keepalive?: boolean }) => Promise<number>;
  size: () => number;
};

export function createEventBatcher({
  send,
  getSession,
}: {
  send: SendEvents;
  getSession: () => SessionState;
}): EventBatcher {
  let queue: Queued[] = [];

  function observe(session: SessionState): void {
    if (session.status === 'anonymous') {
      queue = [];
    } else if (session.status === 'signed-in') {
      queue = queue
        .filter((item) => item.userId === null || item.userId === session.userId)
        .map((item) => ({ ...item, userId: session.userId }));
    }
  }

  async function flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<number> {
    const session = getSession();
    observe(session);
    if (session.status !== 'signed-in' || queue.length === 0) return 0;
    // Take the whole queue at once, so a second flush running alongside never sends an event twice.
    const batch = queue.map((item) => item.event);
    queue = [];
    let sent = 0;
    for (let start = 0; start < batch.length; start += MAX_EVENTS_PER_REQUEST) {
      const chunk = batch.slice(start, start + MAX_EVENTS_PER_REQUEST);
      try {
        await send(chunk, { keepalive });
        sent += chunk.length;
      } catch {
        // Analytics is best effort: a refused or lost batch is dropped, never retried in a loop.
      }
    }
    return sent;
  }

  function track(event: AnalyticsEvent): boolean {
    const session = getSession();
    observe(session);
    if (session.status === 'anonymous') return false;
    const normalised = normaliseEvent(event);
    if (!normalised) return false;
    queue.push({ event: normalised, userId: session.status === 'signed-in' ? session.userId : null });
    if (queue.length > MAX_QUEUED_EVENTS) queue = queue.slice(queue.length - MAX_QUEUED_EVENTS);
    if (session.status === 'signed-in' && queue.length >= MAX_EVENTS_PER_REQUEST) void flush();
    return true;
  }

  return { track, observe, flush, size: () => queue.length };
}
