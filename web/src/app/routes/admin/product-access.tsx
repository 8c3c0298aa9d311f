import { useEffect, useRef, useState } from 'react';
import { Info, Users } from 'lucide-react';
import { Link, useBlocker } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Page } from '../../../components/layout/page.tsx';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { useProductAccess } from '../../../features/product-access/api/get-product-access.ts';
import { useUpdateProductAccess } from '../../../features/product-access/api/update-product-access.ts';
import { GatingPreview } from '../../../features/product-access/components/gating-preview.tsx';
import { ProductAccessTable } from '../../../features/product-access/components/product-access-table.tsx';
import {
  NO_CHANGES,
  changedClientCount,
  changesToUpdates,
  savedMessage,
  withAllModules,
  withChange,
  type AccessChanges,
} from '../../../features/product-access/lib/access-changes.ts';
import { errorMessage } from '../../../lib/api-client.ts';

export const MODULE_PERMISSIONS_OFF_NOTICE =
  'Gating is off (MODULE_PERMISSIONS is not "true"): every client can use every module now, whatever its switches say. The switches are what each client will have once gating is switched on.';
const LEAVE_PROMPT = 'You have unsaved changes to module access. Leave this page without saving them?';

/** Asks before leaving the page (in the app or the browser) while changes are unsaved. */
function useUnsavedChangesPrompt(unsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_PROMPT)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
}

export default function AdminProductAccessRoute() {
  const access = useProductAccess();
  const save = useUpdateProductAccess();
  const [changes, setChanges] = useState<AccessChanges>(NO_CHANGES);
  const [saved, setSaved] = useState<string | null>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  const count = changes.size;
  useUnsavedChangesPrompt(count > 0);

  // Save is disabled once nothing is left to save: move focus to the confirmation rather than lose it.
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  function change(next: AccessChanges) {
    setSaved(null);
    save.reset();
    setChanges(next);
  }

  function onSave() {
    const clients = changedClientCount(changes);
    save.mutate(
      { updates: changesToUpdates(changes) },
      {
        onSuccess: () => {
          setChanges(NO_CHANGES);
          setSaved(savedMessage(clients));
        },
      },
    );
  }

  return (
    <Page
      title="Product Access"
      description="Switch modules on or off for each client, then save all your changes at once."
    >
      {access.isPending ? (
        <Spinner className="py-8" />
      ) : access.isError ? (
        <QueryError what="product access" error={access.error} onRetry={() => void access.refetch()} />
      ) : (
        <div className="space-y-6">
          {!access.data.modulePermissions && (
            <div className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
              <Info className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
              <p>{MODULE_PERMISSIONS_OFF_NOTICE}</p>
            </div>
          )}
          {!access.data.modulePermissions && access.data.items.length > 0 && (
            <GatingPreview wouldLose={access.data.wouldLose} />
          )}
          {saved && (
            <div ref={savedRef} tabIndex={-1}>
              <SuccessMessage>{saved}</SuccessMessage>
            </div>
          )}
          {save.error && (
            <ErrorAlert>
              <p className="font-semibold">Your changes were not saved.</p>
              <p>{errorMessage(save.error)}</p>
            </ErrorAlert>
          )}
          <SectionCard title="Clients">
            {access.data.items.length === 0 ? (
              <EmptyState icon={Users} title="No clients yet">
                <p>
                  <Link to={paths.admin.createClient} className={TEXT_LINK_CLASS}>
                    Create client
                  </Link>{' '}
                  accounts first; their module access is set here.
                </p>
              </EmptyState>
            ) : (
              <>
                <ProductAccessTable
                  items={access.data.items}
                  changes={changes}
                  gating={access.data.modulePermissions}
                  onToggle={(item, module, value) => change(withChange(changes, item, module, value))}
                  onToggleAll={(item, value) => change(withAllModules(changes, item, value))}
                />
                <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 rounded-b-lg border-t border-slate-200 bg-white px-5 py-3">
                  <p className="text-sm text-slate-700">
                    {count === 0
                      ? 'No unsaved changes.'
                      : `${count} unsaved ${count === 1 ? 'change' : 'changes'} for ${changedClientCount(changes)} ${
                          changedClientCount(changes) === 1 ? 'client' : 'clients'
                        }.`}
                  </p>
                  <div className="flex gap-2">
                    {/* aria-disabled, not disabled: the focus stays on Discard once nothing is left. */}
                    <Button
                      variant="secondary"
                      aria-disabled={count === 0 || save.isPending || undefined}
                      onClick={() => count > 0 && !save.isPending && change(NO_CHANGES)}
                    >
                      Discard
                    </Button>
                    <Button disabled={count === 0} loading={save.isPending} onClick={onSave}>
                      Save changes ({count})
                    </Button>
                  </div>
                </div>
              </>
            )}
          </SectionCard>
        </div>
      )}
    </Page>
  );
}
