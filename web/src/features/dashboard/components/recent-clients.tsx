import { Users } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminOverviewResponse } from '#common/api/dashboard.ts';
import { paths } from '../../../config/paths.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { formatDate } from '../../../lib/format.ts';

export function RecentClients({ clients }: { clients: AdminOverviewResponse['recentClients'] }) {
  return (
    <section
      aria-labelledby="recent-clients-heading"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <h2
        id="recent-clients-heading"
        className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900"
      >
        Recent clients
      </h2>
      {clients.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-5 py-10 text-center">
          <Users className="size-8 text-slate-500" aria-hidden="true" />
          <p className="font-semibold text-slate-900">No clients yet</p>
          <p className="text-sm text-slate-700">
            <Link to={paths.admin.createClient} className={TEXT_LINK_CLASS}>
              Create a client account
            </Link>{' '}
            to get started.
          </p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200">
          {clients.map((client) => (
            <li
              key={client.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-3"
            >
              <div className="min-w-0">
                <Link to={paths.admin.client(client.id)} className={TEXT_LINK_CLASS}>
                  {client.name || 'Unknown'}
                </Link>
                <p className="text-sm break-all text-slate-700">{client.email}</p>
              </div>
              <p className="text-sm text-slate-700">
                Joined <time dateTime={client.createdAt}>{formatDate(client.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
