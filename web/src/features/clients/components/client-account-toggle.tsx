import { useState } from 'react';
import { Lock, LockOpen } from 'lucide-react';
import type { ClientSummary } from '#common/api/admin.ts';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateClient } from '../api/update-client.ts';
import {
  clientDisplayName,
  disableConfirmation,
  enableConfirmation,
  isClientDisabled,
} from '../lib/client-labels.ts';

/** Disable or Enable, each confirmed in a dialog; the outcome is announced after the dialog closes. */
export function ClientAccountToggle({ client }: { client: ClientSummary }) {
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const update = useUpdateClient(client.id);
  const disabled = isClientDisabled(client);
  const name = clientDisplayName(client.name);

  function confirm() {
    update.mutate(
      { disabled: !disabled },
      {
        onSuccess: (updated) => {
          setConfirming(false);
          setDone(isClientDisabled(updated) ? `${name} has been disabled.` : `${name} has been enabled.`);
        },
      },
    );
  }

  function cancel() {
    setConfirming(false);
    update.reset();
  }

  return (
    <div className="space-y-3">
      {done && <SuccessMessage>{done}</SuccessMessage>}
      <Button
        variant={disabled ? 'primary' : 'danger'}
        onClick={() => {
          setDone(null);
          setConfirming(true);
        }}
      >
        {disabled ? (
          <LockOpen className="size-4" aria-hidden="true" />
        ) : (
          <Lock className="size-4" aria-hidden="true" />
        )}
        {disabled ? 'Enable account' : 'Disable account'}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={disabled ? 'Enable this account?' : 'Disable this account?'}
        confirmLabel={disabled ? 'Enable account' : 'Disable account'}
        confirmVariant={disabled ? 'primary' : 'danger'}
        loading={update.isPending}
        error={update.error ? <ErrorAlert>{errorMessage(update.error)}</ErrorAlert> : undefined}
        onConfirm={confirm}
        onCancel={cancel}
      >
        <p>{disabled ? enableConfirmation(client.name) : disableConfirmation(client.name)}</p>
      </ConfirmDialog>
    </div>
  );
}
