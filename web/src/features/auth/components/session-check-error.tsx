import { Page } from '../../../components/layout/page.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

/** The session could not be checked (network or server trouble): deny, explain, offer a retry. */
export function SessionCheckError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Page title="We could not check your sign-in" width="default">
      <ErrorAlert>{errorMessage(error)}</ErrorAlert>
      <Button className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </Page>
  );
}
