import { RefreshCw } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { Page } from '../layout/page.tsx';

export const LOADING_ERROR_MESSAGE =
  'There was an issue loading the page. This might be due to a network issue or a recent update.';

/** Shown when a page's code could not be downloaded even after retrying (spec §2.14). */
export function LoadingError() {
  return (
    <Page title="Loading Error" width="default">
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-6 text-amber-950">
        <p>{LOADING_ERROR_MESSAGE}</p>
      </div>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Reload Page
      </Button>
    </Page>
  );
}
