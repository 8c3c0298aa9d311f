import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../config/paths.ts';
import { isChunkLoadError } from '../../lib/lazy-with-retry.ts';
import { Page } from '../layout/page.tsx';
import { buttonClassName } from '../ui/button-styles.ts';
import { LoadingError } from './loading-error.tsx';

export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

/** The router's error screen (spec §2.14): the error's message or status, and a way back. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <LoadingError />;
  return (
    <Page title="Unexpected Application Error!" width="default">
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-6 text-red-900">
        <p className="font-mono text-sm break-words">{describeRouteError(error)}</p>
      </div>
      <Link to={paths.home} className={buttonClassName({ variant: 'secondary', className: 'mt-6' })}>
        Go to the home page
      </Link>
    </Page>
  );
}
