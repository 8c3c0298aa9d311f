/** Findings on text size: body text below the minimum, small print, risk warnings smaller than the body. */
import type { Finding } from '../analysis/finding.ts';
import type { FontSizeSummary } from './structure-types.ts';

export function fontSizeFindings(fonts: FontSizeSummary): Finding[] {
  const findings: Finding[] = [];
  if (fonts.hasSizes && fonts.predominantBodyPt !== null) {
    const min = fonts.minBodyTextPt;
    if (fonts.predominantBodyPt < min) {
      findings.push({
        id: 'structure.body-text-small',
        severity: 'medium',
        message: `Most body text is set at ${fonts.predominantBodyPt} pt, below ${min} pt`,
        ...(fonts.bodySample ? { page: fonts.bodySample.page, quote: fonts.bodySample.quote } : {}),
        suggestion: `Set body text at 11-12 pt (at least ${min} pt); RNIB Clear Print guidance recommends 12-14 pt for readers with low vision.`,
      });
    }
    const smallest = fonts.smallestBody;
    // text clearly smaller than the body, and below the minimum: small print
    if (smallest && smallest.pt < min && smallest.pt <= fonts.predominantBodyPt - 1) {
      const others = fonts.pagesBelowMinimum.filter((p) => p !== smallest.page);
      findings.push({
        id: 'structure.small-text',
        severity: smallest.pt < 7 ? 'high' : 'medium',
        message: `Body text below ${min} pt on page ${smallest.page} (${smallest.pt} pt)${others.length > 0 && fonts.predominantBodyPt >= min ? `; also on page${others.length === 1 ? '' : 's'} ${listPages(others)}` : ''}`,
        page: smallest.page,
        quote: smallest.quote,
        suggestion: `Set this text at the body size (${Math.max(fonts.predominantBodyPt, min)} pt or more); small print is hard to read and easy to miss.`,
      });
    }
    const risk = fonts.riskText;
    if (risk && risk.differencePt >= 0.75) {
      findings.push({
        id: 'structure.risk-text-smaller',
        severity: 'medium',
        message: `Risk warnings set smaller than body text (${risk.pt} pt against ${fonts.predominantBodyPt} pt)`,
        page: risk.page,
        quote: risk.quote,
        citation: 'COBS 4.5.2R',
        suggestion:
          'Set risk warnings at least as large as the body text and keep them next to the benefits they qualify, so they are prominent, not obscured.',
      });
    }
  }
  return findings;
}

function listPages(pages: number[]): string {
  const shown = pages.slice(0, 5).join(', ');
  return pages.length > 5 ? `${shown} and ${pages.length - 5} more` : shown;
}
