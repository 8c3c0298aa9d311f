import { FIRM_ROLES, FIRM_ROLE_DESCRIPTIONS, FIRM_ROLE_LABELS } from '../lib/member-labels.ts';

/** What each role may do, in rising order. */
export function RoleGuide() {
  return (
    <dl className="space-y-3 px-5 py-4 text-sm">
      {FIRM_ROLES.map((role) => (
        <div key={role}>
          <dt className="font-medium text-slate-900">{FIRM_ROLE_LABELS[role]}</dt>
          <dd className="mt-0.5 text-slate-700">{FIRM_ROLE_DESCRIPTIONS[role]}</dd>
        </div>
      ))}
    </dl>
  );
}
