/** Per page: words, headings, tables, images, how much of the page text covers and the smallest prose. */
import type { ExtractedDocument } from '../document-model.ts';
import { countWordsIn, type FlowBlock } from '../analysis/document-text.ts';
import { hasGeometry, isProse, roundHalf } from './blocks.ts';
import type { PageStructure } from './structure-types.ts';

const A4_AREA = 595.28 * 841.89;

export function pageStructures(doc: ExtractedDocument, flow: FlowBlock[]): PageStructure[] {
  const byPage = new Map<number, FlowBlock[]>();
  for (const fb of flow) {
    let list = byPage.get(fb.page);
    if (!list) byPage.set(fb.page, (list = []));
    list.push(fb);
  }
  return doc.pages.map((page) => {
    const blocks = byPage.get(page.number) ?? [];
    const words = blocks.reduce((n, fb) => n + countWordsIn(fb.block.text), 0);
    const area = page.width * page.height;
    const geometric = area > 0 && blocks.some((fb) => hasGeometry(fb.block));
    const covered = blocks.reduce((sum, fb) => {
      const [x0, y0, x1, y1] = fb.block.bbox;
      return sum + Math.max(0, x1 - x0) * Math.max(0, y1 - y0);
    }, 0);
    const proseSizes = blocks
      .filter((fb) => isProse(fb.block) && fb.block.fontSize > 0)
      .map((fb) => fb.block.fontSize);
    const result: PageStructure = {
      page: page.number,
      words,
      headings: blocks.filter((fb) => fb.block.kind === 'heading' && !fb.running).length,
      tables: blocks.filter((fb) => fb.block.kind === 'table').length,
      images: page.imageCount,
      textCoverage: geometric ? Math.min(1, Math.round((covered / area) * 1000) / 1000) : null,
      wordsPerA4: geometric ? Math.round((words * A4_AREA) / area) : null,
      smallestTextPt: proseSizes.length > 0 ? roundHalf(Math.min(...proseSizes)) : null,
      ocr: page.ocr === true,
    };
    if (page.label !== undefined) result.label = page.label;
    return result;
  });
}
