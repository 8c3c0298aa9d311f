/** Findings on headings: none or too few, levels skipped, headings without content. */
import { clipQuote, type Finding } from '../analysis/finding.ts';
import type { StructureMeasures } from './structure-types.ts';

export function headingFindings(result: StructureMeasures): Finding[] {
  const findings: Finding[] = [];
  const { pageCount } = result;
  const wordy = result.totals.words >= 300 && pageCount >= 2;
  if (wordy && result.headingCount === 0) {
    findings.push({
      id: 'structure.no-headings',
      severity: 'medium',
      message: `No headings in ${pageCount} pages: readers cannot scan or navigate the document`,
      suggestion:
        'Mark section titles as headings (Heading 1, 2, 3 styles) so they appear in the outline and screen readers can jump between them.',
    });
  } else if (wordy && pageCount >= 4 && result.headingCount < pageCount / 2) {
    findings.push({
      id: 'structure.few-headings',
      severity: 'low',
      message: `Only ${result.headingCount} heading${result.headingCount === 1 ? '' : 's'} in ${pageCount} pages`,
      suggestion:
        'Give each section a heading styled as one, so readers can scan the document and navigate it.',
    });
  }

  if (result.skippedLevels.length > 0) {
    const first = result.skippedLevels[0]!;
    const more = result.skippedLevels.length - 1;
    findings.push({
      id: 'structure.heading-level-skipped',
      severity: 'low',
      message: `Heading level skipped (H${first.from} → H${first.to}) on page ${first.page}${more > 0 ? `, and ${more} more` : ''}`,
      page: first.page,
      quote: clipQuote(first.heading),
      suggestion:
        'Nest headings one level at a time (H1, then H2, then H3) so the outline reflects the structure.',
    });
  }
  if (result.emptySections.length > 0) {
    const first = result.emptySections[0]!;
    const more = result.emptySections.length - 1;
    findings.push({
      id: 'structure.empty-section',
      severity: 'low',
      message: `Heading without content: "${clipQuote(first.text, 80)}" on page ${first.page}${more > 0 ? `, and ${more} more` : ''}`,
      page: first.page,
      quote: clipQuote(first.text),
      suggestion: 'Add the content this heading promises, or remove the heading.',
    });
  }
  return findings;
}
