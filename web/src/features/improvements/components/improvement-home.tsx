import { SupersededBadge } from '../../../components/documents/superseded-badge.tsx';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page.tsx';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { DocumentList } from '../../../components/documents/document-list.tsx';
import { useImprovements } from '../api/get-improvements.ts';
import { formatChange } from '../lib/improvement-format.ts';
import { ImprovementStatusBadge } from './improvement-status-badge.tsx';

/**
 * Enhancements home (/client/document-improvement): the documents with their improvement status (the
 * document list's Improve column opens a document's suggestions, for any document type), and the latest
 * improvement runs with what the accepted changes would do.
 */
export function ImprovementHome() {
  return (
    <Page
      title="Document Enhancements"
      description={
        <p>
          Concrete rewrites that make a document easier to read and bring it in line with the rules: shorter
          sentences, plain words, acronyms spelt out, missing warnings added. Each shows what it would change
          in reading age and findings before you accept it.
        </p>
      }
    >
      <div className="space-y-6">
        <RecentImprovements />
        <DocumentList />
      </div>
    </Page>
  );
}

function RecentImprovements() {
  const improvements = useImprovements({ limit: 10 });
  const title = 'Recent enhancements';
  return (
    <SectionCard title={title}>
      {improvements.isPending ? (
        <Spinner className="px-5 py-8" />
      ) : improvements.isError ? (
        <div className="p-5">
          <QueryError
            what="the enhancements"
            error={improvements.error}
            onRetry={() => void improvements.refetch()}
          />
        </div>
      ) : improvements.data.items.length === 0 ? (
        <EmptyState icon={Sparkles} title="No enhancements yet">
          Choose Create in the Improve column of a document below.
        </EmptyState>
      ) : (
        <DataTable
          caption={title}
          captionHidden
          head={
            <tr>
              <th scope="col" className={TH_CLASS}>
                Document
              </th>
              <th scope="col" className={TH_CLASS}>
                Status
              </th>
              <th scope="col" className={TH_CLASS}>
                Suggestions
              </th>
              <th scope="col" className={TH_CLASS}>
                Reading age
              </th>
              <th scope="col" className={TH_CLASS}>
                Compliance findings
              </th>
              <th scope="col" className={TH_CLASS}>
                Date
              </th>
            </tr>
          }
        >
          {improvements.data.items.map((item) => (
            <tr key={item.id}>
              <td className={TD_CLASS}>
                <Link to={paths.client.documentImprovementFor(item.documentId)} className={TEXT_LINK_CLASS}>
                  {item.fileName}
                </Link>
                <SupersededBadge superseded={item.superseded} version={item.version} />
              </td>
              <td className={TD_CLASS}>
                <ImprovementStatusBadge status={item.status} />
              </td>
              <td className={TD_CLASS}>
                {item.suggestionCount} ({item.acceptedCount} accepted, {item.rejectedCount} rejected)
              </td>
              <td className={TD_CLASS}>
                {item.readingAgeBefore !== null && item.readingAgeAfter !== null
                  ? formatChange(item.readingAgeBefore, item.readingAgeAfter)
                  : '–'}
              </td>
              <td className={TD_CLASS}>
                {item.findingsBefore !== null && item.findingsAfter !== null
                  ? formatChange(item.findingsBefore, item.findingsAfter, 0)
                  : '–'}
              </td>
              <td className={TD_CLASS}>{formatDateTime(item.createdAt)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </SectionCard>
  );
}
