/** Query parameters that carry secrets (reset tokens, sign-on codes): never stored in analytics. */
const SECRET_PARAMS = new Set(['token', 'code', 'state']);

/** The path and query of a page view, with secret values replaced. */
export function redactPath(pathname: string, search = ''): string {
  if (!search || search === '?') return pathname;
  const params = new URLSearchParams(search);
  for (const key of new Set(params.keys())) {
    if (SECRET_PARAMS.has(key.toLowerCase())) params.set(key, 'redacted');
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export type PageView = { path: string; title: string };

export type PageViewTrackerOptions = {
  emit: (view: PageView) => void;
  readTitle: () => string;
  /** How long to wait for the new page to name itself before recording the title as it stands. */
  settleMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

export const PAGE_TITLE_SETTLE_MS = 3000;

/**
 * Records one page view per route change, with the title of the page it went to. A page sets its title
 * after it renders (and a lazily loaded page later still), so a view is held until the title changes,
 * or until `settleMs` passes for pages whose title stays the same. Call `navigated` before the new page's
 * effects run (a layout effect), so a view still held is recorded with its own page's title.
 */
export function createPageViewTracker({
  emit,
  readTitle,
  settleMs = PAGE_TITLE_SETTLE_MS,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: PageViewTrackerOptions) {
  let pending: string | null = null;
  let timer: unknown = null;

  function recordPending() {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (pending === null) return;
    const path = pending;
    pending = null;
    emit({ path, title: readTitle() });
  }

  return {
    navigated(path: string) {
      // React's development double render calls this twice for one navigation.
      if (path === pending) return;
      recordPending();
      pending = path;
      timer = setTimer(recordPending, settleMs);
    },
    titleChanged() {
      recordPending();
    },
    /** Records a view still held (the app is going away). */
    flush() {
      recordPending();
    },
  };
}
