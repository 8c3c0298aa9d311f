import { cn } from './cn.ts';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'danger', 'ghost'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

// Every pairing keeps text contrast at or above 4.5:1 (WCAG AA), hover states included.
const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800 border border-blue-700 hover:border-blue-800',
  secondary: 'bg-white text-slate-900 hover:bg-slate-100 border border-slate-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 border border-red-700 hover:border-red-800',
  ghost: 'bg-transparent text-blue-800 hover:bg-blue-50 border border-transparent',
};

const SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm gap-1.5 min-h-8',
  md: 'px-4 py-2 text-sm gap-2 min-h-10',
  lg: 'px-6 py-3 text-base gap-2 min-h-12',
};

export type ButtonStyleOptions = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
};

/** Button classes, also used to make a link look like a button. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonStyleOptions = {}): string {
  return cn(
    'inline-flex items-center justify-center rounded-md font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
    fullWidth && 'w-full',
    className,
  );
}
