/**
 * Document structure and visual content: heading outline, whether key sections can be found, tables,
 * images and words per page, font sizes (body text, the smallest text, risk text against the body) and the
 * metadata assistive technology relies on (title, language, tags), with a short list of concrete
 * accessibility findings. Pure: the same document gives the same result. Each part lives in its own file
 * (outline, key sections, pages, font sizes, metadata, findings); this one puts them together.
 */
import type { ExtractedDocument } from '../document-model.ts';
import { prepareDocument, type PreparedDocument } from '../analysis/document-text.ts';
import { findKeySections } from './find-key-sections.ts';
import { fontSummary } from './font-sizes.ts';
import { metadataChecks } from './metadata-checks.ts';
import { buildOutline } from './outline.ts';
import { pageStructures } from './page-structures.ts';
import { buildFindings } from './structure-findings.ts';
import type { HeadingSkip, StructureMeasures, StructureOptions, StructureResult } from './structure-types.ts';

export type {
  FontSizeSummary,
  HeadingSkip,
  KeySection,
  MetadataChecks,
  OutlineEntry,
  PageStructure,
  StructureOptions,
  StructureResult,
  TextSizeSample,
} from './structure-types.ts';

export function analyzeStructure(
  document: ExtractedDocument | PreparedDocument,
  options: StructureOptions = {},
): StructureResult {
  const prepared = prepareDocument(document);
  const { doc, flow } = prepared;
  const minBodyTextPt = options.minBodyTextPt ?? 9;
  const denseWordsPerA4 = options.denseWordsPerA4 ?? 750;
  const outline = buildOutline(flow);
  const pages = pageStructures(doc, flow);
  const skippedLevels: HeadingSkip[] = outline
    .filter((entry) => entry.skippedFrom !== undefined)
    .map((entry) => ({ from: entry.skippedFrom!, to: entry.level, page: entry.page, heading: entry.text }));
  const partial: StructureMeasures = {
    pageCount: doc.pages.length,
    outline,
    headingCount: outline.length,
    skippedLevels,
    emptySections: outline.filter((entry) => entry.empty),
    keySections: findKeySections(flow),
    pages,
    totals: {
      words: pages.reduce((n, p) => n + p.words, 0),
      tables: pages.reduce((n, p) => n + p.tables, 0),
      images: pages.reduce((n, p) => n + p.images, 0),
      headings: outline.length,
    },
    fonts: fontSummary(flow, minBodyTextPt),
    metadata: metadataChecks(doc),
  };
  return { ...partial, findings: buildFindings(doc, partial, denseWordsPerA4) };
}
