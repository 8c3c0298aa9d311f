import { useId } from 'react';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export type QuickLink = { label: string; to: string; description: string; icon: LucideIcon };

/**
 * A list of destinations. The whole row is clickable, but the link's accessible name is just the label;
 * the description is attached with aria-describedby, so a list of links stays short to listen to.
 */
export function QuickLinks({ links, title }: { links: readonly QuickLink[]; title: string }) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <h2
        id={`${id}-heading`}
        className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900"
      >
        {title}
      </h2>
      <ul className="divide-y divide-slate-200">
        {links.map(({ label, to, description, icon: Icon }, index) => (
          <li key={to} className="relative flex items-start gap-3 px-5 py-4 hover:bg-slate-50">
            <Icon className="mt-0.5 size-5 shrink-0 text-blue-700" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <Link
                to={to}
                aria-describedby={`${id}-${index}`}
                className="font-semibold text-blue-800 hover:underline after:absolute after:inset-0"
              >
                {label}
              </Link>
              <p id={`${id}-${index}`} className="text-sm text-slate-700">
                {description}
              </p>
            </div>
            <ChevronRight className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
          </li>
        ))}
      </ul>
    </section>
  );
}
