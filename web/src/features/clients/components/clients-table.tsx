import { Link } from 'react-router';
import type { ClientSummary } from '#common/api/admin.ts';
import { paths } from '../../../config/paths.ts';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { SIGN_IN_METHOD_LABELS, clientDisplayName } from '../lib/client-labels.ts';
import { ClientStatusBadge } from './client-status-badge.tsx';

export function ClientsTable({ clients, caption }: { clients: readonly ClientSummary[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      captionHidden
      head={
        <tr>
          <th scope="col" className={TH_CLASS}>
            Name
          </th>
          <th scope="col" className={TH_CLASS}>
            Email address
          </th>
          <th scope="col" className={TH_CLASS}>
            Sign-in method
          </th>
          <th scope="col" className={`${TH_CLASS} text-right`}>
            Members
          </th>
          <th scope="col" className={`${TH_CLASS} text-right`}>
            Documents
          </th>
          <th scope="col" className={TH_CLASS}>
            Created
          </th>
          <th scope="col" className={TH_CLASS}>
            Status
          </th>
        </tr>
      }
    >
      {clients.map((client) => (
        <tr key={client.id}>
          <th scope="row" className={`${TD_CLASS} text-left font-normal`}>
            <Link to={paths.admin.client(client.id)} className={TEXT_LINK_CLASS}>
              {clientDisplayName(client.name)}
            </Link>
          </th>
          <td className={`${TD_CLASS} break-all`}>{client.email}</td>
          <td className={TD_CLASS}>{SIGN_IN_METHOD_LABELS[client.signInMethod]}</td>
          <td className={`${TD_CLASS} text-right tabular-nums`}>{formatCount(client.memberCount)}</td>
          <td className={`${TD_CLASS} text-right tabular-nums`}>{formatCount(client.documentCount)}</td>
          <td className={`${TD_CLASS} whitespace-nowrap`}>
            <time dateTime={client.createdAt}>{formatDate(client.createdAt)}</time>
          </td>
          <td className={TD_CLASS}>
            <ClientStatusBadge client={client} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
