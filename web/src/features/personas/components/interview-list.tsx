import { useState } from 'react';
import { BarChart3, HelpCircle, MessagesSquare, Plus, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { INTERVIEW_STATUSES, RECENT_INTERVIEWS_LIMIT, type InterviewStatus } from '#common/api/personas.ts';
import { Page } from '../../../components/layout/page.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { humanizeStatus } from '../../../lib/format.ts';
import { LoadError } from './load-error.tsx';
import { useInterviews } from '../api/get-interviews.ts';
import { personaPaths } from '../lib/persona-paths.ts';
import { InterviewsTable } from './interviews-table.tsx';

function NoInterviewsYet({ newHref }: { newHref: string }) {
  return (
    <EmptyState icon={MessagesSquare} title="No Interviews Yet">
      <div className="mx-auto max-w-xl space-y-3 text-left">
        <p>
          <strong>How it works:</strong> choose up to five investor personas, a document and the questions to
          ask. Each persona reads the document and answers in its own words, with a score from 1 to 5 for each
          answer and the passages it relied on.
        </p>
        <p>
          <strong>Why it helps:</strong> you see which readers, including vulnerable investors, would miss the
          costs, the risks or what to do next, before the document goes out, and you can show how it meets the
          Consumer Duty's consumer understanding outcome.
        </p>
        <p className="text-center">
          <Link to={newHref} className={buttonClassName({ className: 'mt-2' })}>
            <Plus className="size-4" aria-hidden="true" />
            New Interview
          </Link>
        </p>
      </div>
    </EmptyState>
  );
}

/** The Persona Interview System screen (spec §2.9): latest interviews, New Interview, View All Interviews. */
export function InterviewList({ role }: { role: Role }) {
  const links = personaPaths(role);
  const interviews = useInterviews({ limit: RECENT_INTERVIEWS_LIMIT });
  return (
    <Page
      title="Persona Interview System"
      description={<p>Simulated investor interviews about your documents, and what they reveal.</p>}
      actions={
        <>
          <Link to={links.new} className={buttonClassName()}>
            <Plus className="size-4" aria-hidden="true" />
            New Interview
          </Link>
          <Link to={links.report} className={buttonClassName({ variant: 'secondary' })}>
            <BarChart3 className="size-4" aria-hidden="true" />
            Report Effectiveness
          </Link>
        </>
      }
    >
      <div className="space-y-6">
        <SectionCard
          title="Recent Interviews"
          actions={
            // Administrators' recent list already spans every client; only clients have an all-interviews page.
            role === 'client' && interviews.data && interviews.data.total > 0 ? (
              <Link to={links.all} className={TEXT_LINK_CLASS}>
                View All Interviews
              </Link>
            ) : undefined
          }
        >
          {interviews.isPending ? (
            <Spinner label="Loading interviews..." className="p-5" />
          ) : interviews.isError ? (
            <div className="p-5">
              <LoadError
                title="Failed to load interviews"
                error={interviews.error}
                onRetry={() => void interviews.refetch()}
              />
            </div>
          ) : interviews.data.items.length === 0 ? (
            <NoInterviewsYet newHref={links.new} />
          ) : (
            <InterviewsTable
              caption="Recent interviews"
              interviews={interviews.data.items}
              resultsHref={links.results}
            />
          )}
        </SectionCard>
        <nav aria-label="Persona tools" className="flex flex-wrap gap-2">
          <Link to={links.manage} className={buttonClassName({ variant: 'secondary' })}>
            <Users className="size-4" aria-hidden="true" />
            Investor Personas
          </Link>
          <Link to={links.questions} className={buttonClassName({ variant: 'secondary' })}>
            <HelpCircle className="size-4" aria-hidden="true" />
            Interview Questions
          </Link>
        </nav>
      </div>
    </Page>
  );
}

const PAGE_SIZE = 20;
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...INTERVIEW_STATUSES.map((status) => ({ value: status, label: humanizeStatus(status) })),
];

/** Every interview, a page at a time, with a status filter (/client/personas/all and all-interviews). */
export function AllInterviews({ role, title = 'All Interviews' }: { role: Role; title?: string }) {
  const links = personaPaths(role);
  const [offset, setOffset] = useState(0);
  const [status, setStatus] = useState('');
  const interviews = useInterviews({
    limit: PAGE_SIZE,
    offset,
    status: (status || undefined) as InterviewStatus | undefined,
  });
  return (
    <Page
      title={title}
      actions={
        <Link to={links.new} className={buttonClassName()}>
          <Plus className="size-4" aria-hidden="true" />
          New Interview
        </Link>
      }
    >
      <SectionCard title="Interviews">
        <div className="border-b border-slate-200 px-5 py-4">
          <SelectField
            label="Status"
            name="status"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setOffset(0);
            }}
            className="max-w-xs"
          />
        </div>
        {interviews.isPending ? (
          <Spinner label="Loading interviews..." className="p-5" />
        ) : interviews.isError ? (
          <div className="p-5">
            <LoadError
              title="Failed to load interviews"
              error={interviews.error}
              onRetry={() => void interviews.refetch()}
            />
          </div>
        ) : interviews.data.items.length === 0 ? (
          <EmptyState icon={MessagesSquare} title="No interviews found. Start by creating a new interview." />
        ) : (
          <>
            <InterviewsTable caption={title} interviews={interviews.data.items} resultsHref={links.results} />
            {interviews.data.total > PAGE_SIZE && (
              <Pagination
                label="Interview pages"
                window={{ offset, count: interviews.data.items.length, total: interviews.data.total }}
                onPrevious={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
                onNext={() => setOffset(offset + PAGE_SIZE)}
              />
            )}
          </>
        )}
      </SectionCard>
    </Page>
  );
}
