import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export type BadgeTone = 'green' | 'red' | 'amber' | 'blue' | 'slate' | 'violet';

// Dark text on a pale fill: every pairing reads at 4.5:1 or more; the words, not the colour, carry the meaning.
const TONES: Record<BadgeTone, string> = {
  green: 'bg-green-50 text-green-900 ring-green-300',
  red: 'bg-red-50 text-red-900 ring-red-300',
  amber: 'bg-amber-50 text-amber-950 ring-amber-300',
  blue: 'bg-blue-50 text-blue-900 ring-blue-300',
  slate: 'bg-slate-100 text-slate-800 ring-slate-300',
  violet: 'bg-violet-50 text-violet-900 ring-violet-300',
};

export function Badge({
  tone = 'slate',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
