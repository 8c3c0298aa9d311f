import { useState } from 'react';
import type { ProductAccessResponse } from '#common/api/admin.ts';
import { MODULE_DISPLAY_NAMES } from '#common/modules.ts';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useGrantAllModules } from '../api/update-product-access.ts';

const listOf = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * With MODULE_PERMISSIONS off: who would lose what once it is switched on (the switches that are off), and
 * one confirmed step that grants every module to every existing client first, so nobody is locked out.
 */
export function GatingPreview({ wouldLose }: Pick<ProductAccessResponse, 'wouldLose'>) {
  const grant = useGrantAllModules();
  const [confirming, setConfirming] = useState(false);
  const clients = wouldLose.length;
  return (
    <SectionCard title="Before switching gating on">
      <div className="space-y-4 p-5 text-sm text-slate-800">
        {grant.isSuccess && <SuccessMessage>Every client now has every module.</SuccessMessage>}
        {clients === 0 ? (
          <p>
            Switching MODULE_PERMISSIONS on would take nothing away: every client has every module switched
            on.
          </p>
        ) : (
          <>
            <p>
              If MODULE_PERMISSIONS were switched on now, {clients} {clients === 1 ? 'client' : 'clients'}{' '}
              would lose modules they can use today:
            </p>
            <ul className="list-disc space-y-1 pl-5">
              {wouldLose.map((c) => (
                <li key={c.userId}>
                  <span className="font-medium">{c.userName}</span> would lose{' '}
                  {listOf(c.modules.map((m) => MODULE_DISPLAY_NAMES[m]))}
                </li>
              ))}
            </ul>
            <Button onClick={() => setConfirming(true)}>Grant every module to every client</Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Grant every module to every client?"
        confirmLabel="Grant every module"
        loading={grant.isPending}
        error={grant.error ? <ErrorAlert>{errorMessage(grant.error)}</ErrorAlert> : undefined}
        onConfirm={() => grant.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onCancel={() => {
          grant.reset();
          setConfirming(false);
        }}
      >
        <p>
          Every existing client gets every current module switched on, so nobody loses access when
          MODULE_PERMISSIONS is switched on. Each change is recorded in the audit trail; you can switch
          modules off again afterwards.
        </p>
      </ConfirmDialog>
    </SectionCard>
  );
}
