import { ListChecks } from 'lucide-react';
import type { ActivityResponse } from '#common/api/admin.ts';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { formatCount } from '../../../lib/format.ts';

export function JobQueue({ queues }: { queues: ActivityResponse['queue'] }) {
  return (
    <SectionCard title="Job queue">
      {queues.length === 0 ? (
        <EmptyState icon={ListChecks} title="No queues" />
      ) : (
        <DataTable
          caption="Background jobs per queue"
          captionHidden
          head={
            <tr>
              <th scope="col" className={TH_CLASS}>
                Queue
              </th>
              <th scope="col" className={`${TH_CLASS} text-right`}>
                Waiting
              </th>
              <th scope="col" className={`${TH_CLASS} text-right`}>
                Running
              </th>
              <th scope="col" className={`${TH_CLASS} text-right`}>
                Failed
              </th>
            </tr>
          }
        >
          {queues.map((queue) => (
            <tr key={queue.name}>
              <th scope="row" className={`${TD_CLASS} text-left font-mono text-xs font-normal`}>
                {queue.name}
              </th>
              <td className={`${TD_CLASS} text-right tabular-nums`}>{formatCount(queue.queued)}</td>
              <td className={`${TD_CLASS} text-right tabular-nums`}>{formatCount(queue.active)}</td>
              <td
                className={`${TD_CLASS} text-right tabular-nums ${queue.failed > 0 ? 'font-semibold text-red-800' : ''}`}
              >
                {formatCount(queue.failed)}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </SectionCard>
  );
}
