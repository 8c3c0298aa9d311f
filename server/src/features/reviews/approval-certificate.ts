import { createElement as h, type ReactNode } from 'react';
import { raisedByReviewer } from './approval-record.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApprovalRecord, Review } from '#common/api/reviews.ts';
import { POSSIBLE_TIER_LABEL } from '#common/api/compliance.ts';
import { ratingBeforeReview, type Rag } from '#common/rating-before-review.ts';

// Rendered by React, which escapes every text it is given (file names, reasons and findings come from
// documents and people). createElement rather than JSX: the server's tsconfig has no JSX setting.

const STYLE = `
  body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #0f172a; }
  h1 { font-size: 1.6rem; } h2 { font-size: 1.2rem; margin-top: 1.75rem; }
  table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #cbd5e1; padding: .3rem .6rem; text-align: left; vertical-align: top; }
  th[scope=row] { width: 14rem; } code { word-break: break-all; }
  .warning { border-left: 4px solid #b45309; background: #fffbeb; padding: .5rem .75rem; }
  @media print { body { margin: 0; } }
`;

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

const row = (label: string, value: ReactNode) =>
  h('tr', { key: label }, h('th', { scope: 'row' }, label), h('td', null, value));

function findingList(
  title: string,
  items: readonly {
    ruleId: string;
    title: string;
    severity: string;
    citation: string;
    origin: string;
    raisedBy?: string | null | undefined;
  }[],
  detail: (index: number) => string | null = () => null,
): ReactNode {
  return h(
    'section',
    { key: title },
    h('h2', null, `${title} (${items.length})`),
    items.length === 0
      ? h('p', null, 'None.')
      : h(
          'ul',
          null,
          items.map((f, i) =>
            h(
              'li',
              { key: f.ruleId },
              `${f.title} — ${f.severity}${f.citation ? ` (${f.citation})` : ''}`,
              f.origin === 'reviewer' && ` — raised by a reviewer (${f.raisedBy ?? 'unknown'})`,
              detail(i) && h('br'),
              detail(i),
            ),
          ),
        ),
  );
}

const RAG_WORDS: Record<string, string> = { red: 'Red', amber: 'Amber', green: 'Green' };

/** The rating approved on, and the one before reviewers' dismissals when they changed it (issue 30). */
function ratingAtApproval(record: ApprovalRecord): string {
  const { rag, ragBeforeReview } = record.check;
  const now = rag ? (RAG_WORDS[rag] ?? rag) : 'not rated';
  const before = ratingBeforeReview(rag as Rag | null, ragBeforeReview as Rag | null | undefined, [
    ...record.findings.dismissed,
    ...record.findings.resolved,
  ]);
  return before ? `${now}. ${before}` : now;
}

/**
 * The approval certificate of one communication: what was approved (file, version, sha256), by whom and when,
 * on which check (rule packs and engine), the findings then and any override — a page to print or save as PDF.
 */
export function approvalCertificateHtml(review: Review, record: ApprovalRecord): string {
  const possible = record.possibleFindings;
  const decided = (list: ApprovalRecord['findings']['dismissed']) => (i: number) => {
    const d = list[i]!;
    return `${d.reason || '(no reason given)'} — ${d.decidedBy ?? 'unknown'}, ${when(d.decidedAt)}`;
  };
  const page = h(
    'html',
    { lang: 'en-GB' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('title', null, `Approval certificate: ${record.fileName} (version ${record.version})`),
      h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
    ),
    h(
      'body',
      null,
      h('h1', null, 'Approval certificate'),
      h('p', null, 'Print this page or save it as PDF from your browser.'),
      review.status === 'expired' &&
        h(
          'p',
          { className: 'warning' },
          `This approval expired: its review date (${review.reviewDate}) has passed.`,
        ),
      review.superseded &&
        h(
          'p',
          { className: 'warning' },
          `For version ${record.version} — superseded: the document is now at version ${review.currentVersion}.`,
        ),
      h(
        'table',
        null,
        h(
          'tbody',
          null,
          row('Communication', record.fileName),
          row('Version', String(record.version)),
          row('SHA-256 of the approved file', h('code', null, record.sha256)),
          row(
            'Approved by',
            `${record.approver.name ? `${record.approver.name} ` : ''}<${record.approver.email}>`,
          ),
          row('Approved at', when(record.approvedAt)),
          row('Submitted by', `${review.submittedBy ?? 'unknown'}, ${when(review.submittedAt)}`),
          review.note ? row('Submitter’s note', review.note) : null,
          row('Review date', review.reviewDate ?? 'none set'),
          record.reason ? row('Approver’s note', record.reason) : null,
          record.attestation
            ? row(
                'Attestation',
                `“${record.attestation.text}” — ticked ${when(record.attestation.attestedAt)}`,
              )
            : null,
          row(
            'Override of open high-severity findings',
            record.overrideReason ?? 'None: no high-severity finding was open.',
          ),
          record.fundDisagreements && record.fundDisagreements.length > 0
            ? row(
                'Open high fund disagreements approved over',
                record.fundDisagreements.map((d) => `${d.message} (${d.fundName})`).join('; '),
              )
            : null,
          row('Rating at approval', ratingAtApproval(record)),
          row('Compliance check', `${record.check.id}, run ${when(record.check.createdAt)}`),
          row(
            'Rule packs',
            record.check.rulePacks.length > 0
              ? record.check.rulePacks.map((p) => `${p.id} ${p.version}`).join(', ')
              : 'not recorded',
          ),
          row('Engine version', record.check.engineVersion ?? 'not recorded'),
          row(
            'Findings',
            `${record.findings.open.length} open, ${record.findings.dismissed.length} dismissed, ${record.findings.resolved.length} resolved`,
          ),
          // The learned layer's tier (ADR 022) is named apart: pointers people judged, not breaches counted.
          possible
            ? row(
                'Possible findings (learned layer; not counted above)',
                `${possible.open.length} open, ${possible.dismissed.length} dismissed, ${possible.resolved.length} resolved`,
              )
            : null,
          row(
            'Raised by a reviewer',
            String(
              raisedByReviewer([
                ...record.findings.open,
                ...record.findings.dismissed,
                ...record.findings.resolved,
              ]),
            ),
          ),
        ),
      ),
      findingList('Open findings at approval', record.findings.open),
      findingList('Dismissed findings', record.findings.dismissed, decided(record.findings.dismissed)),
      findingList('Resolved findings', record.findings.resolved, decided(record.findings.resolved)),
      possible &&
        possible.open.length + possible.dismissed.length + possible.resolved.length > 0 &&
        findingList(
          `${POSSIBLE_TIER_LABEL}: the learned layer's pointers, not counted as findings`,
          [...possible.open, ...possible.dismissed, ...possible.resolved],
          (i) => {
            const d = [...possible.dismissed, ...possible.resolved][i - possible.open.length];
            return d
              ? `${d.status === 'dismissed' ? 'Dismissed' : 'Resolved'}: ${d.reason || '(no reason given)'} — ${d.decidedBy ?? 'unknown'}, ${when(d.decidedAt)}`
              : 'Open: not judged at approval.';
          },
        ),
      h('p', null, `Review ${review.id}. This record was written at approval and is never changed.`),
    ),
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
