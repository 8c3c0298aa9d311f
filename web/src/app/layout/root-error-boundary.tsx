import { Footer } from '../../components/layout/footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link.tsx';
import { RouteErrorBoundary } from '../../components/errors/route-error-boundary.tsx';
import { Logo } from '../../components/layout/logo.tsx';

/** Used only if the layout itself fails: the same error screen without the session-aware navbar. */
export function RootErrorBoundary() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-3 sm:px-6 lg:px-8">
          <Logo />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col">
        <RouteErrorBoundary />
      </main>
      <Footer />
    </div>
  );
}
