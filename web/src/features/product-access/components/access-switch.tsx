import { useId } from 'react';
import { cn } from '../../../components/ui/cn.ts';

type AccessSwitchProps = {
  checked: boolean;
  /** "{module} for {client}": the switch's whole accessible name. */
  label: string;
  /** Flipped on this page but not saved yet. */
  changed: boolean;
  /** Id of the text that describes an unsaved switch. */
  changedDescriptionId: string;
  /**
   * What the client has now when that differs from the switch: with MODULE_PERMISSIONS off every module is
   * on whatever the switch says (issue #17: "Off" beside a banner saying everyone has everything).
   */
  effective?: string;
  onChange: (checked: boolean) => void;
};

/**
 * A real button with role="switch" and aria-checked. On and off differ in position, fill and the
 * visible word, not colour alone; the track and knob keep 3:1 contrast against white (WCAG 1.4.11).
 */
export function AccessSwitch({
  checked,
  label,
  changed,
  changedDescriptionId,
  effective,
  onChange,
}: AccessSwitchProps) {
  const effectiveId = useId();
  const describedBy = [changed ? changedDescriptionId : null, effective ? effectiveId : null]
    .filter(Boolean)
    .join(' ');
  const button = (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy || undefined}
      onClick={() => onChange(!checked)}
      className={cn(
        'group inline-flex items-center gap-2 rounded-full p-1',
        changed && 'ring-2 ring-amber-600 ring-offset-1',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 transition-colors',
          checked ? 'border-blue-700 bg-blue-700' : 'border-slate-500 bg-white',
        )}
      >
        <span
          className={cn(
            'inline-block size-4 rounded-full transition-transform',
            checked ? 'translate-x-5 bg-white' : 'translate-x-0.5 bg-slate-600',
          )}
        />
      </span>
      <span aria-hidden="true" className="w-7 text-left text-sm font-medium text-slate-800">
        {checked ? 'On' : 'Off'}
      </span>
    </button>
  );
  if (!effective) return button;
  return (
    <span className="inline-flex flex-col items-start">
      {button}
      <span id={effectiveId} className="text-xs text-slate-700">
        {effective}
      </span>
    </span>
  );
}
