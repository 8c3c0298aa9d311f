/**
 * Blocks in reading order with running headers and footers marked: text repeated at the top or bottom of
 * most pages (a running title, "2 of 3", a disclaimer line) and bare page numbers. They are kept in the flow
 * (a risk warning in a footer is still printed on every page) but flagged, so outlines, sections, prose and
 * passages leave them out.
 */
import type { Block, ExtractedDocument } from '../document-model.ts';

export interface FlowBlock {
  /** Position in reading order across the whole document. */
  order: number;
  /** 1-based page number. */
  page: number;
  /** Index within its page's blocks. */
  indexOnPage: number;
  block: Block;
  /**
   * A header or footer repeated across pages (running title, "2 of 3", a disclaimer line) or a bare page
   * number: kept out of outlines, sections and prose so it neither counts as content nor as a heading.
   */
  running: boolean;
}

/** The top and bottom bands of a page where running headers and footers sit. */
const TOP_BAND = 0.1;
const BOTTOM_BAND = 0.92;

const PAGE_NUMBER = /^(?:page )?#(?: of #)?$|^[ivxlc]+$/u;

/**
 * Running lines vary only in their numbers ("2 of 3", "Annual report 2020 | 5"), so numbers are ignored;
 * except in headings, where "Part 1" and "Part 2" at the top of their pages are different sections.
 */
function runningKey(block: Block): string {
  const text = block.text.toLowerCase();
  const numbersIgnored = text
    .replace(/\d+/g, '#')
    .replace(/[^\p{L}#&]+/gu, ' ')
    .trim();
  if (block.kind !== 'heading' || PAGE_NUMBER.test(numbersIgnored)) return numbersIgnored;
  return text.replace(/[^\p{L}\p{N}&]+/gu, ' ').trim();
}

function inBand(block: Block, height: number): boolean {
  if (height <= 0) return false;
  const [, y0, , y1] = block.bbox;
  if (y0 === 0 && y1 === 0) return false;
  return y0 < height * TOP_BAND || y1 > height * BOTTOM_BAND;
}

/** Blocks in reading order, running headers and footers marked. */
export function flowBlocks(doc: ExtractedDocument): FlowBlock[] {
  const pagesByKey = new Map<string, Set<number>>();
  const pagesByText = new Map<string, Set<number>>();
  const note = (map: Map<string, Set<number>>, key: string, page: number) => {
    let pages = map.get(key);
    if (!pages) map.set(key, (pages = new Set()));
    pages.add(page);
  };
  const exactText = (block: Block) => block.text.toLowerCase().replace(/\s+/g, ' ').trim();
  for (const page of doc.pages) {
    for (const block of page.blocks) {
      if (block.kind === 'table' || !inBand(block, page.height)) continue;
      const key = runningKey(block);
      if (key.length === 0 || key.length > 200) continue;
      note(pagesByKey, key, page.number);
      note(pagesByText, exactText(block), page.number);
    }
  }
  const pageCount = doc.pages.length;
  // Numbers are ignored only for a line on three pages or more: on two pages, "In 2023 the fund returned
  // 5%." and "In 2021 …" at the top of each are body text, not a running line.
  const isRunningBlock = (block: Block, key: string): boolean => {
    if (PAGE_NUMBER.test(key)) return true;
    if ((pagesByKey.get(key)?.size ?? 0) >= 3) return true;
    const count = pagesByText.get(exactText(block))?.size ?? 0;
    return count >= 2 && (count >= 3 || count >= pageCount * 0.25);
  };

  // a small header on later pages that repeats the first page's title ("Key Investor Information
  // Fidelity Index World Fund") is running even in a two-page document; a section heading that starts
  // with the title ("Assessment of Value: Performance") is set larger and stays
  const titles = (doc.pages[0]?.blocks ?? [])
    .filter((b) => b.kind === 'heading' && (b.level ?? 1) <= 2)
    .map((b) => ({ text: b.text.toLowerCase().replace(/\s+/g, ' ').trim(), size: b.fontSize }))
    .filter((t) => t.text.length >= 10 && t.size > 0);
  const repeatsTitle = (block: Block, pageNumber: number) =>
    pageNumber > 1 &&
    block.fontSize > 0 &&
    titles.some(
      (t) => block.fontSize <= t.size * 0.5 && block.text.toLowerCase().replace(/\s+/g, ' ').includes(t.text),
    );

  const flow: FlowBlock[] = [];
  for (const page of doc.pages) {
    page.blocks.forEach((block, indexOnPage) => {
      const running =
        block.kind !== 'table' &&
        inBand(block, page.height) &&
        (isRunningBlock(block, runningKey(block)) || repeatsTitle(block, page.number));
      flow.push({ order: flow.length, page: page.number, indexOnPage, block, running });
    });
  }
  return flow;
}
