import type { ApprovalRecord, Review } from '#common/api/reviews.ts';
import { POSSIBLE_TIER_LABEL } from '#common/api/compliance.ts';
import { FRN_NOT_RECORDED } from '#common/api/firms.ts';
import { ratingBeforeReview, type Rag } from '#common/rating-before-review.ts';
import { raisedByReviewer } from './approval-record.ts';
import { ukTime } from './uk-time.ts';

// What an approval certificate says, once, for both renderings (the HTML page and the PDF, issue 30): they
// cannot drift apart, and each only lays the same rows and lists out.

/** Who the certificate names for the approval, beyond the record: the firm and the fund(s). */
export type CertificateContext = {
  firm: { name: string; frn: string | null };
  /** The fund(s) the document is linked to (from the funds feature); none: not linked to a fund. */
  funds: readonly string[];
};

export type CertificateRow = {
  label: string;
  value: string;
  /** Shown in a fixed-width face (the sha256), so a reader can compare it character by character. */
  code?: boolean;
};

export type CertificateSection = {
  title: string;
  items: { text: string; detail: string | null }[];
};

export type CertificateContent = {
  /** The document title: "Approval certificate: file (version n)". */
  title: string;
  warnings: string[];
  rows: CertificateRow[];
  sections: CertificateSection[];
  footer: string;
};

/** "Jane Doe <jane@firm.example>", or the e-mail alone when no name is known: a formal record names both. */
export function personLabel(name: string | null | undefined, email: string | null | undefined): string {
  const n = name?.trim();
  if (n && email) return `${n} <${email}>`;
  return n || email || 'unknown';
}

const RAG_WORDS: Record<string, string> = { red: 'Red', amber: 'Amber', green: 'Green' };

type Decided = ApprovalRecord['findings']['dismissed'][number];
const decidedBy = (d: Decided) => personLabel(d.decidedByName, d.decidedBy);

/** The rating approved on, and the one before reviewers' dismissals when they changed it (issue 30). */
function ratingAtApproval(record: ApprovalRecord): string {
  const { rag, ragBeforeReview } = record.check;
  const now = rag ? (RAG_WORDS[rag] ?? rag) : 'not rated';
  const before = ratingBeforeReview(
    rag as Rag | null,
    ragBeforeReview as Rag | null | undefined,
    [...record.findings.dismissed, ...record.findings.resolved].map((d) => ({
      ...d,
      decidedBy: decidedBy(d),
    })),
  );
  return before ? `${now}. ${before}` : now;
}

type Ref = ApprovalRecord['findings']['open'][number];

function findingText(f: Ref): string {
  const raised =
    f.origin === 'reviewer' ? ` — raised by a reviewer (${personLabel(f.raisedByName, f.raisedBy)})` : '';
  return `${f.title} — ${f.severity}${f.citation ? ` (${f.citation})` : ''}${raised}`;
}

const decisionDetail = (d: Decided) =>
  `${d.reason || '(no reason given)'} — ${decidedBy(d)}, ${ukTime(d.decidedAt)}`;

function section(title: string, items: readonly Ref[], detail: (i: number) => string | null = () => null) {
  return {
    title: `${title} (${items.length})`,
    items: items.map((f, i) => ({ text: findingText(f), detail: detail(i) })),
  };
}

/**
 * The approval certificate of one communication: what was approved (file, version, sha256), for which firm and
 * fund, by whom and when (UK time), on which check (rule packs and engine), the findings then and any override.
 */
export function approvalCertificateContent(
  review: Review,
  record: ApprovalRecord,
  context: CertificateContext,
): CertificateContent {
  const possible = record.possibleFindings;
  const { dismissed, resolved, open } = record.findings;
  const warnings: string[] = [];
  if (review.status === 'expired')
    warnings.push(`This approval expired: its review date (${review.reviewDate}) has passed.`);
  if (review.superseded)
    warnings.push(
      `For version ${record.version} — superseded: the document is now at version ${review.currentVersion}.`,
    );
  const rows: (CertificateRow | null)[] = [
    { label: 'Firm', value: context.firm.name },
    { label: 'FCA Firm Reference Number', value: context.firm.frn ?? FRN_NOT_RECORDED },
    {
      label: context.funds.length > 1 ? 'Funds' : 'Fund',
      value: context.funds.length > 0 ? context.funds.join('; ') : 'Not linked to a fund',
    },
    { label: 'Communication', value: record.fileName },
    { label: 'Version', value: String(record.version) },
    { label: 'SHA-256 of the approved file', value: record.sha256, code: true },
    { label: 'Approved by', value: personLabel(record.approver.name, record.approver.email) },
    { label: 'Approved at', value: ukTime(record.approvedAt) },
    {
      label: 'Submitted by',
      value: `${personLabel(review.submittedByName, review.submittedBy)}, ${ukTime(review.submittedAt)}`,
    },
    review.note ? { label: 'Submitter’s note', value: review.note } : null,
    { label: 'Review date', value: review.reviewDate ?? 'none set' },
    record.reason ? { label: 'Approver’s note', value: record.reason } : null,
    record.attestation
      ? {
          label: 'Attestation',
          value: `“${record.attestation.text}” — ticked ${ukTime(record.attestation.attestedAt)}`,
        }
      : null,
    {
      label: 'Override of open high-severity findings',
      value: record.overrideReason ?? 'None: no high-severity finding was open.',
    },
    record.fundDisagreements && record.fundDisagreements.length > 0
      ? {
          label: 'Open high fund disagreements approved over',
          value: record.fundDisagreements.map((d) => `${d.message} (${d.fundName})`).join('; '),
        }
      : null,
    { label: 'Rating at approval', value: ratingAtApproval(record) },
    { label: 'Compliance check', value: `${record.check.id}, run ${ukTime(record.check.createdAt)}` },
    {
      label: 'Rule packs',
      value:
        record.check.rulePacks.length > 0
          ? record.check.rulePacks.map((p) => `${p.id} ${p.version}`).join(', ')
          : 'not recorded',
    },
    { label: 'Engine version', value: record.check.engineVersion ?? 'not recorded' },
    {
      label: 'Findings',
      value: `${open.length} open, ${dismissed.length} dismissed, ${resolved.length} resolved`,
    },
    // The learned layer's tier (ADR 022) is named apart: pointers people judged, not breaches counted.
    possible
      ? {
          label: 'Possible findings (learned layer; not counted above)',
          value: `${possible.open.length} open, ${possible.dismissed.length} dismissed, ${possible.resolved.length} resolved`,
        }
      : null,
    {
      label: 'Raised by a reviewer',
      value: String(raisedByReviewer([...open, ...dismissed, ...resolved])),
    },
  ];
  const sections: CertificateSection[] = [
    section('Open findings at approval', open),
    section('Dismissed findings', dismissed, (i) => decisionDetail(dismissed[i]!)),
    section('Resolved findings', resolved, (i) => decisionDetail(resolved[i]!)),
  ];
  if (possible && possible.open.length + possible.dismissed.length + possible.resolved.length > 0) {
    const judged = [...possible.dismissed, ...possible.resolved];
    const all = [...possible.open, ...judged];
    sections.push({
      title: `${POSSIBLE_TIER_LABEL}: the learned layer's pointers, not counted as findings (${all.length})`,
      items: all.map((f, i) => {
        const d = judged[i - possible.open.length];
        return {
          text: findingText(f),
          detail: d
            ? `${d.status === 'dismissed' ? 'Dismissed' : 'Resolved'}: ${decisionDetail(d)}`
            : 'Open: not judged at approval.',
        };
      }),
    });
  }
  return {
    title: `Approval certificate: ${record.fileName} (version ${record.version})`,
    warnings,
    rows: rows.filter((r): r is CertificateRow => r !== null),
    sections,
    footer: `Review ${review.id}. This record was written at approval and is never changed. Times are UK time (Europe/London).`,
  };
}
