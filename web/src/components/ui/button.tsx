import type { ButtonHTMLAttributes } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button-styles.ts';
import { SpinnerIcon } from './spinner.tsx';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows "Processing...", disables the button and marks it busy for assistive technology. */
  loading?: boolean;
};

/** The shared button (spec §2.15): primary, secondary, danger or ghost; sm, md or lg. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, size, fullWidth, className })}
      {...rest}
    >
      {loading ? (
        <>
          <SpinnerIcon className="size-4" />
          <span>Processing...</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
