import type { Role } from '#common/api/auth.ts';
import { paths } from '../../config/paths.ts';

/**
 * The document viewer of a role's area opened at a page with a passage highlighted: where every finding's
 * evidence link goes (compliance checks, analyses).
 */
export function passageHref(role: Role, documentId: string, page: number, quote?: string): string {
  const area = role === 'admin' ? paths.admin : paths.client;
  const highlight = quote ? `&highlight=${encodeURIComponent(quote)}` : '';
  return `${area.document(documentId)}?page=${page}${highlight}`;
}
