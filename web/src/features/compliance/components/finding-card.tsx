import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { isPossible, POSSIBLE_TIER_LABEL, type FindingItem } from '#common/api/compliance.ts';
import { AiSuggestedBadge } from '../../../components/ai-review/ai-review.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { findingAnchor } from '../../../lib/documents/finding-anchor.ts';
import { passageHref } from '../../../lib/documents/passage-href.ts';
import { SEVERITY_LABELS, SEVERITY_TONES } from '../lib/findings.ts';
import { DecisionHistory } from './decision-history.tsx';
import { FindingComments } from './finding-comments.tsx';
import { FindingDecisionControls } from './finding-decision.tsx';
import { canMarkAsBoilerplate, MarkBoilerplateButton } from './mark-boilerplate.tsx';
import { PersonName } from '../../../components/person-name.tsx';

/** One finding: rule, evidence, the fix, the reviewer's decision with its history, and the comment thread. */
export function FindingCard({
  finding,
  role,
  documentId,
  checkId,
  readOnly,
}: {
  finding: FindingItem;
  role: Role;
  documentId: string;
  checkId: string;
  readOnly: boolean;
}) {
  const possible = isPossible(finding);
  const anchor = findingAnchor(finding.ruleId);
  const ref = useRef<HTMLElement>(null);
  // A link from the approval panel names this finding: the report renders after the URL, so scroll here.
  useEffect(() => {
    if (window.location.hash === `#${anchor}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [anchor]);
  return (
    <article
      id={anchor}
      ref={ref}
      className={cn(
        'rounded-lg border p-4 shadow-sm target:ring-2 target:ring-blue-600',
        // the learned layer's tier is a pointer, not a finding: dashed and tinted so it never reads as one
        possible ? 'border-dashed border-sky-400 bg-sky-50' : 'border-slate-200 bg-white',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-semibold text-slate-900">
          {possible && <span className="sr-only">{POSSIBLE_TIER_LABEL}: </span>}
          {finding.title}
        </h4>
        <div className="flex flex-wrap gap-2">
          <AiSuggestedBadge origin={finding.origin} />
          {possible && (
            <Badge tone="blue">
              {POSSIBLE_TIER_LABEL}
              {finding.probability === undefined ? '' : ` (${Math.round(finding.probability * 100)}%)`}
            </Badge>
          )}
          {finding.origin === 'reviewer' && (
            // A long e-mail address wraps rather than running out of a narrow column (the workspace list); `!` as the
            // badge itself keeps to one line.
            <Badge tone="violet" className="break-all whitespace-normal!">
              Raised by a reviewer:{' '}
              <PersonName name={finding.raisedByName} email={finding.raisedBy} fallback="unknown" />
              {finding.raisedAt ? `, ${formatDateTime(finding.raisedAt)}` : ''}
            </Badge>
          )}
          <Badge tone={possible ? 'slate' : SEVERITY_TONES[finding.severity]}>
            {SEVERITY_LABELS[finding.severity]} severity{possible ? ' if confirmed' : ''}
          </Badge>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {finding.citation}
        {finding.occurrences && finding.occurrences > 1 ? ` · ${finding.occurrences} occurrences` : ''}
      </p>
      <p className="mt-2 text-slate-800">{finding.message}</p>
      {finding.evidence.length > 0 && (
        <div className="mt-3">
          <p className="text-sm font-semibold text-slate-900">
            {possible ? 'The sentence it weighs most' : 'Evidence'}
          </p>
          <ul className="mt-1 space-y-1 text-sm">
            {finding.evidence.map((evidence, index) => (
              <li key={index}>
                <Link
                  to={passageHref(role, documentId, evidence.page, evidence.quote)}
                  className={TEXT_LINK_CLASS}
                >
                  Page {evidence.page}: “{evidence.quote}”
                </Link>
                {!readOnly && canMarkAsBoilerplate(finding.ruleId, evidence.quote) && (
                  <div>
                    <MarkBoilerplateButton quote={evidence.quote} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={cn('mt-3 rounded-md p-3 text-sm', possible ? 'bg-white' : 'bg-slate-50')}>
        <p className="font-semibold text-slate-900">How to fix</p>
        <p className="text-slate-800">{finding.suggestion}</p>
      </div>
      <FindingDecisionControls checkId={checkId} finding={finding} readOnly={readOnly} />
      <DecisionHistory history={finding.history} />
      <FindingComments checkId={checkId} finding={finding} readOnly={readOnly} />
    </article>
  );
}
