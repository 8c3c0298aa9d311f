// Test helper: every quote a persona gives must be printed on the page it names (quoteResolves), so an
// answer can never cite glued fragments or words the document does not contain.
import type { Evidence } from '#common/api/personas.ts';
import type { ExtractedDocument } from '../../document-model.ts';
import { quoteResolves } from '../quotes.ts';

/** Throws, naming the first quote that cannot be found verbatim on its page. */
export function assertQuotesResolve(
  document: ExtractedDocument,
  items: readonly { evidence: readonly Evidence[] }[],
): void {
  for (const item of items)
    for (const e of item.evidence)
      if (!quoteResolves(document, e.page, e.quote))
        throw new Error(`quote not found on page ${e.page}: “${e.quote}”`);
}
