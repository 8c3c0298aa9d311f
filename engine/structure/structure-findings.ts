/** The structure findings, in the order a reviewer reads them: access, text size, headings, layout. */
import type { ExtractedDocument } from '../document-model.ts';
import type { Finding } from '../analysis/finding.ts';
import { accessibilityFindings } from './accessibility-findings.ts';
import { fontSizeFindings } from './font-size-findings.ts';
import { headingFindings } from './heading-findings.ts';
import { layoutFindings } from './layout-findings.ts';
import type { StructureMeasures } from './structure-types.ts';

export function buildFindings(
  doc: ExtractedDocument,
  result: StructureMeasures,
  denseWordsPerA4: number,
): Finding[] {
  return [
    ...accessibilityFindings(doc, result),
    ...fontSizeFindings(result.fonts),
    ...headingFindings(result),
    ...layoutFindings(result, denseWordsPerA4),
  ];
}
