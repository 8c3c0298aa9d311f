import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

/** Spec §8 load failures ("Failed to load personas", …) with the server's reason and Try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <div className="space-y-4">
      <ErrorAlert>
        <p className="font-semibold">{title}</p>
        <p>{errorMessage(error)}</p>
      </ErrorAlert>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
