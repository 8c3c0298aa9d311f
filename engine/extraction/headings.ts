import type { LayoutBlock } from './layout.ts';

/**
 * Headings across a PDF: a block is a heading when its font is clearly larger than the body text's (the
 * size carrying most characters, on its page when the page has enough prose, else in the document), or
 * bold where the body is not. Levels follow size, the largest being level 1.
 */

export interface HeadingPage {
  blocks: LayoutBlock[];
}

/** Bold, black, heavy, semibold… in a PostScript font name; Univers-style weights 65 and up. */
const BOLD_FONT = /bold|black|heavy|demi|fett|\b(?:bd|blk|hv)\b|-(?:6[5-9]|[7-9]\d)\b/iu;

export function isBoldFontName(name: string): boolean {
  return BOLD_FONT.test(name.replace(/^[A-Z]{6}\+/u, ''));
}

function roundSize(size: number): number {
  return Math.round(size * 2) / 2;
}

function bodySize(blocks: Iterable<LayoutBlock>): { size: number; chars: number } {
  const weight = new Map<number, number>();
  let chars = 0;
  for (const block of blocks) {
    if (block.kind !== 'paragraph' && block.kind !== 'list') continue;
    const size = roundSize(block.fontSize);
    weight.set(size, (weight.get(size) ?? 0) + block.charCount);
    chars += block.charCount;
  }
  return { size: [...weight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0, chars };
}

export function classifyHeadings(pages: HeadingPage[], fonts: Map<string, string>): Map<LayoutBlock, number> {
  const documentBody = bodySize(pages.flatMap((p) => p.blocks)).size;
  const isBold = (key: string) => isBoldFontName(fonts.get(key) ?? '');
  let boldChars = 0;
  let bodyChars = 0;
  for (const page of pages) {
    for (const b of page.blocks) {
      if (roundSize(b.fontSize) !== documentBody || b.kind !== 'paragraph') continue;
      bodyChars += b.charCount;
      if (isBold(b.font)) boldChars += b.charCount;
    }
  }
  const bodyBold = bodyChars > 0 && boldChars / bodyChars > 0.5;
  const candidates: LayoutBlock[] = [];
  for (const page of pages) {
    const pageBody = bodySize(page.blocks);
    const body = pageBody.chars >= 400 ? pageBody.size : documentBody;
    for (const block of page.blocks) {
      // A numbered heading ("2. Charges") first looks like a one-item list.
      const numbered = block.kind === 'list' && !block.text.includes('\n') && /^\(?\d/u.test(block.text);
      if ((block.kind !== 'paragraph' && !numbered) || !/\p{L}/u.test(block.text)) continue;
      if (block.lines.length > 3 || block.text.length > 200) continue;
      const ratio = body > 0 ? block.fontSize / body : 1;
      // A sentence running over lines is prose, whatever its size, unless it is display-sized.
      if (block.lines.length > 1 && /[.;:,]$/u.test(block.text) && ratio < 1.5) continue;
      const label = block.lines.length === 1 && block.text.length <= 80 && !/[.;,]$/u.test(block.text);
      const allCaps = /\p{Lu}.*\p{Lu}.*\p{Lu}/u.test(block.text) && !/\p{Ll}/u.test(block.text);
      const larger =
        ratio >= 1.18 ||
        (ratio >= 1.08 && label) ||
        (ratio >= 0.98 && label && allCaps && block.text.length <= 60);
      const boldAtBodySize =
        !bodyBold &&
        isBold(block.font) &&
        ratio >= 0.95 &&
        block.text.length <= 120 &&
        !/[.;,]$/u.test(block.text);
      if (larger || boldAtBodySize) candidates.push(block);
    }
  }
  const sizes = [...new Set(candidates.map((b) => roundSize(b.fontSize)))].sort((a, b) => b - a);
  return new Map(
    candidates.map((block) => [block, Math.min(6, sizes.indexOf(roundSize(block.fontSize)) + 1)]),
  );
}
