import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from '../../components/layout/footer.tsx';
import { usePageViews } from '../../features/analytics/hooks/use-page-views.ts';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link.tsx';
import { Navbar } from './navbar.tsx';
import { NavigationStatus } from './navigation-status.tsx';

/** After a client-side navigation, move focus to the new content so screen readers start there. */
function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

export function RootLayout() {
  useFocusMainOnNavigate();
  usePageViews();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Navbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <Footer />
      <NavigationStatus />
      <ScrollRestoration />
    </div>
  );
}
