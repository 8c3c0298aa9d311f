import { useState } from 'react';
import {
  BarChart3,
  CheckCircle2,
  FileSearch,
  FileText,
  HelpCircle,
  ListChecks,
  MessagesSquare,
  Plus,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { RECENT_INTERVIEWS_LIMIT } from '#common/api/personas.ts';
import { DOCUMENT_LIST_DEFAULT_LIMIT } from '#common/constants.ts';
import { Page } from '../../../components/layout/page.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { StatCards } from '../../../components/ui/stat-cards.tsx';
import { LoadError } from './load-error.tsx';
import { useDocuments } from '../../../lib/documents/api/get-documents.ts';
import { DocumentList } from '../../../components/documents/document-list.tsx';
import { UploadPanel } from '../../../components/documents/upload-panel.tsx';
import { useInterviews } from '../api/get-interviews.ts';
import { personaPaths } from '../lib/persona-paths.ts';
import { InterviewsTable } from './interviews-table.tsx';

/** The Personas dashboard (spec §2.11): counts, recent interviews, upload, quick actions and documents. */
export function PersonasDashboard({ role }: { role: Role }) {
  const links = personaPaths(role);
  const [refreshKey, setRefreshKey] = useState(0);
  const recent = useInterviews({ limit: RECENT_INTERVIEWS_LIMIT });
  const completed = useInterviews({ status: 'completed', limit: 1 });
  const documents = useDocuments({ sort: 'date', order: 'desc', limit: 1, offset: 0 }, refreshKey);

  const stats =
    recent.data && completed.data && documents.data
      ? [
          { label: 'Total Interviews', value: recent.data.total, icon: MessagesSquare },
          { label: 'Completed Interviews', value: completed.data.total, icon: CheckCircle2 },
          { label: 'Documents', value: documents.data.total, icon: FileText },
        ]
      : null;
  const statsError = recent.error ?? completed.error ?? documents.error;

  return (
    <Page
      title="Personas Dashboard"
      description={<p>Your persona interviews and the documents they were about.</p>}
      actions={
        <Link to={links.new} className={buttonClassName()}>
          <Plus className="size-4" aria-hidden="true" />
          New Interview
        </Link>
      }
    >
      <div className="space-y-6">
        {statsError ? (
          <LoadError
            title="Failed to load interviews"
            error={statsError}
            onRetry={() => {
              void recent.refetch();
              void completed.refetch();
              void documents.refetch();
            }}
          />
        ) : stats ? (
          <StatCards label="Persona interview counts" stats={stats} />
        ) : (
          <Spinner label="Loading counts..." />
        )}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <SectionCard
            title="Recent Interviews"
            actions={
              <Link to={links.allInterviews} className={TEXT_LINK_CLASS}>
                All interviews
              </Link>
            }
          >
            {recent.isPending ? (
              <Spinner label="Loading interviews..." className="p-5" />
            ) : recent.isError ? (
              <div className="p-5">
                <LoadError
                  title="Failed to load interviews"
                  error={recent.error}
                  onRetry={() => void recent.refetch()}
                />
              </div>
            ) : recent.data.items.length === 0 ? (
              <EmptyState
                icon={MessagesSquare}
                title="No interviews found. Start by creating a new interview."
              />
            ) : (
              <InterviewsTable
                caption="Recent interviews"
                interviews={recent.data.items}
                resultsHref={links.results}
              />
            )}
          </SectionCard>
          <SectionCard title="Quick Actions">
            <nav aria-label="Quick Actions" className="p-5">
              <ul className="space-y-2">
                {[
                  { to: links.new, label: 'New Interview', icon: Plus },
                  { to: links.report, label: 'Report Effectiveness', icon: BarChart3 },
                  { to: links.allInterviews, label: 'All Interviews', icon: ListChecks },
                  { to: links.manage, label: 'Investor Personas', icon: Users },
                  { to: links.questions, label: 'Interview Questions', icon: HelpCircle },
                  { to: links.documentAnalysis, label: 'Document Analysis', icon: FileSearch },
                ].map(({ to, label, icon: Icon }) => (
                  <li key={label}>
                    <Link
                      to={to}
                      className={buttonClassName({
                        variant: 'secondary',
                        fullWidth: true,
                        className: 'justify-start',
                      })}
                    >
                      <Icon className="size-4" aria-hidden="true" />
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </SectionCard>
        </div>
        <UploadPanel onProcessed={() => setRefreshKey((key) => key + 1)} />
        <DocumentList limit={DOCUMENT_LIST_DEFAULT_LIMIT} refreshKey={refreshKey} />
      </div>
    </Page>
  );
}
