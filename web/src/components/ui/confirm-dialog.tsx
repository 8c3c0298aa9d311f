import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from './button.tsx';
import type { ButtonVariant } from './button-styles.ts';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, read out with the title when the dialog opens. */
  children: ReactNode;
  confirmLabel: string;
  confirmVariant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  cancelLabel?: string;
  loading?: boolean;
  /** Shown inside the dialog, which stays open so the user can try again or cancel. */
  error?: ReactNode;
  /** No confirm button: the dialog only explains why the action is not theirs to take (Cancel closes it). */
  hideConfirm?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal confirmation on the native <dialog>: the browser makes the page behind it inert, traps Tab and
 * closes on Escape. Focus starts on Cancel (the safe choice) and returns to whatever opened the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmVariant = 'primary',
  cancelLabel = 'Cancel',
  loading = false,
  error,
  hideConfirm = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusRef.current?.focus();
      returnFocusRef.current = null;
    }
  }, [open]);

  // Escape fires "cancel": keep the dialog under React's control instead of letting the browser close it.
  function onCancelEvent(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onCancel();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onCancel={onCancelEvent}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="space-y-4 p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div id={`${id}-description`} className="text-sm text-slate-800">
          {children}
        </div>
        {error}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button data-initial-focus variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          {!hideConfirm && (
            <Button variant={confirmVariant} loading={loading} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          )}
        </div>
      </div>
    </dialog>
  );
}
