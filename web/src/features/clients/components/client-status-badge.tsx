import type { ClientSummary } from '#common/api/admin.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { clientStatusLabel, isClientDisabled } from '../lib/client-labels.ts';

export function ClientStatusBadge({ client }: { client: Pick<ClientSummary, 'disabledAt'> }) {
  return <Badge tone={isClientDisabled(client) ? 'red' : 'green'}>{clientStatusLabel(client)}</Badge>;
}
