import { ErrorAlert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { errorMessage } from '../../lib/api-client.ts';

export function QueryError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <div className="space-y-4">
      <ErrorAlert>
        <p className="font-semibold">Could not load {what}.</p>
        <p>{errorMessage(error)}</p>
      </ErrorAlert>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
