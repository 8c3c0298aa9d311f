import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { trackEvent } from '../../../lib/analytics/analytics-client.ts';
import { moduleFromPath } from '../lib/module-from-path.ts';
import { createPageViewTracker, redactPath } from '../lib/page-view-tracker.ts';

/**
 * Spec §2.1: every route change is a page view with its path (plus query) and title. Used once, in the
 * root layout. Whether it is sent at all depends on the session (anonymous visitors send nothing).
 */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  const [tracker] = useState(() =>
    createPageViewTracker({
      readTitle: () => document.title,
      emit: ({ path, title }) =>
        trackEvent({ type: 'page_view', name: 'page_view', path, title, module: moduleFromPath(path) }),
    }),
  );

  // Pages name themselves with document.title; record the view once the new name is in place.
  useEffect(() => {
    const title = document.querySelector('title');
    if (!title) return;
    const observer = new MutationObserver(() => tracker.titleChanged());
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [tracker]);

  // A layout effect runs before the new page's effects, so a view still held keeps its own title.
  useLayoutEffect(() => {
    tracker.navigated(redactPath(pathname, search));
  }, [tracker, pathname, search]);
}
