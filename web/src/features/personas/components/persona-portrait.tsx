import { cn } from '../../../components/ui/cn.ts';

/** A persona's portrait; decorative, because the name is always printed beside it. */
export function PersonaPortrait({ url, className }: { url: string; className?: string }) {
  return (
    <img
      src={url}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      className={cn(
        'size-14 shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-200',
        className,
      )}
    />
  );
}
