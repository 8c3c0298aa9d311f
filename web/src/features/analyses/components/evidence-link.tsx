import { Link } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { passageHref } from '../../../lib/documents/passage-href.ts';

/** “Page N: quote”, opening the document view at that page with the passage highlighted. */
export function EvidenceLink({
  role,
  documentId,
  page,
  quote,
}: {
  role: Role;
  documentId: string;
  page: number | null;
  quote?: string | null;
}) {
  if (page === null) return quote ? <span>“{quote}”</span> : null;
  return (
    <Link to={passageHref(role, documentId, page, quote ?? undefined)} className={TEXT_LINK_CLASS}>
      Page {page}
      {quote ? `: “${quote}”` : ''}
    </Link>
  );
}
