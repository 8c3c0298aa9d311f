import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { MODULE_DISPLAY_NAMES, isModuleName } from '#common/modules.ts';
import { dashboardPathFor } from '../config/paths.ts';
import { Page } from './layout/page.tsx';
import { buttonClassName } from './ui/button-styles.ts';

export const NOT_AVAILABLE_MESSAGE = 'This part of Clarion is not available yet.';

type NotAvailableProps = {
  /** The page's name, shown as its heading. */
  title: string;
  /** A module name (aov_analysis, …) or the plain name of the part of the product. */
  feature: string;
  /** The area the page belongs to; "Return to Dashboard" goes to that area's dashboard. */
  area: Role;
  /** Route parameters worth echoing, such as the document the link pointed at. */
  details?: ReadonlyArray<readonly [label: string, value: string | undefined]>;
};

/** An honest placeholder for a page whose module has not been built yet. */
export function NotAvailable({ title, feature, area, details = [] }: NotAvailableProps) {
  const featureName = isModuleName(feature) ? MODULE_DISPLAY_NAMES[feature] : feature;
  const shown = details.filter((entry): entry is readonly [string, string] => Boolean(entry[1]));
  return (
    <Page title={title} width="default">
      <section
        aria-labelledby="not-available-heading"
        className="flex gap-4 rounded-lg border border-slate-300 bg-white p-6 shadow-sm"
      >
        <Construction className="mt-0.5 size-6 shrink-0 text-slate-700" aria-hidden="true" />
        <div className="space-y-2 text-slate-800">
          <h2 id="not-available-heading" className="text-lg font-semibold text-slate-900">
            {NOT_AVAILABLE_MESSAGE}
          </h2>
          <p>
            This page belongs to <strong>{featureName}</strong>, which is still being built.
          </p>
          {shown.length > 0 && (
            <dl className="mt-3 space-y-1 text-sm">
              {shown.map(([label, value]) => (
                <div key={label} className="flex flex-wrap gap-x-3">
                  <dt className="font-medium text-slate-900">{label}</dt>
                  <dd className="font-mono break-all text-slate-800">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </section>
      <Link
        to={dashboardPathFor(area)}
        className={buttonClassName({ variant: 'secondary', className: 'mt-6' })}
      >
        Return to Dashboard
      </Link>
    </Page>
  );
}
