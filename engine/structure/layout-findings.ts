/** Findings on where information sits: key information late or without a heading, and dense pages. */
import type { Finding } from '../analysis/finding.ts';
import { KEY_SECTIONS } from './key-sections.ts';
import type { StructureMeasures } from './structure-types.ts';

export function layoutFindings(result: StructureMeasures, denseWordsPerA4: number): Finding[] {
  const findings: Finding[] = [];
  const { pageCount } = result;
  for (const key of result.keySections) {
    const pattern = KEY_SECTIONS.find((k) => k.id === key.id);
    if (!pattern?.essential || key.firstPage === null) continue;
    if (pageCount >= 3 && key.firstPage > 2 && key.firstPage > Math.ceil(pageCount / 2)) {
      findings.push({
        id: `structure.key-info-late.${key.id}`,
        severity: 'medium',
        message: `Key information (${key.label}) first appears on page ${key.firstPage} of ${pageCount}`,
        page: key.firstPage,
        ...(key.quote ? { quote: key.quote } : {}),
        suggestion: `Bring a summary of the ${key.label} forward (near the start, under its own heading) so readers see it before deciding.`,
      });
    } else if (key.headingPage === null && result.headingCount >= 3) {
      findings.push({
        id: `structure.key-info-no-heading.${key.id}`,
        severity: 'low',
        message: `The ${key.label} are mentioned (page ${key.quotePage}) but no heading points to them`,
        ...(key.quotePage !== null ? { page: key.quotePage } : {}),
        ...(key.quote ? { quote: key.quote } : {}),
        suggestion: `Put the ${key.label} under a heading that names them, so readers can find them by scanning.`,
      });
    }
  }

  const dense = result.pages.filter(
    (p) => p.wordsPerA4 !== null && p.wordsPerA4 > denseWordsPerA4 && p.words >= 300,
  );
  if (dense.length > 0) {
    const worst = [...dense].sort((a, b) => (b.wordsPerA4 ?? 0) - (a.wordsPerA4 ?? 0))[0]!;
    findings.push({
      id: 'structure.dense-pages',
      severity: 'low',
      message: `Dense text: page ${worst.page} carries about ${worst.wordsPerA4} words (A4 equivalent)${dense.length > 1 ? `; ${dense.length} pages exceed ${denseWordsPerA4}` : ''}`,
      page: worst.page,
      suggestion:
        'Break the text up with headings, shorter paragraphs, lists and white space, or move detail to an appendix.',
    });
  }
  return findings;
}
