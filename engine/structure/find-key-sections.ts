/** Where each key section (objective, risks, charges, …) is headed and first mentioned. */
import type { Block } from '../document-model.ts';
import type { FlowBlock } from '../analysis/document-text.ts';
import { flat, quoteSentence } from './blocks.ts';
import { KEY_SECTIONS } from './key-sections.ts';
import type { KeySection } from './structure-types.ts';

const isCaps = (text: string): boolean => /\p{Lu}{2}/u.test(text) && !/\p{Ll}/u.test(text);

/**
 * Labels set in capitals that the extractor left inside a block ("CHARGES Investment management charge",
 * a table cell "FUND AIM"): visually they work as headings, so a reader scanning the page finds them.
 */
function capitalLabels(block: Block): string[] {
  if (block.kind === 'heading') return [flat(block.text)];
  if (block.kind === 'table') {
    const cells = block.cells?.flat() ?? block.text.split(/[\t\n]/);
    return cells.map(flat).filter((cell) => cell.length <= 60 && isCaps(cell));
  }
  const words = flat(block.text).split(' ');
  const lead: string[] = [];
  for (const word of words) {
    if (!isCaps(word) && !/^[&/()%-]$/u.test(word)) break;
    lead.push(word);
  }
  const label = lead.join(' ');
  return label.replace(/[^\p{L}]/gu, '').length >= 4 ? [label] : [];
}

export function findKeySections(flow: FlowBlock[]): KeySection[] {
  const labels = new Map<FlowBlock, string[]>();
  const labelsOf = (fb: FlowBlock): string[] => {
    let found = labels.get(fb);
    if (!found) labels.set(fb, (found = capitalLabels(fb.block)));
    return found;
  };
  return KEY_SECTIONS.map((pattern) => {
    let heading: { page: number; text: string } | undefined;
    let mention: { page: number; quote: string } | undefined;
    for (const fb of flow) {
      if (fb.running) continue;
      if (!heading) {
        const label = labelsOf(fb).find((text) => pattern.heading.test(text));
        if (label) heading = { page: fb.page, text: label };
      }
      if (!mention && fb.block.kind !== 'heading') {
        const match = pattern.mention.exec(fb.block.text);
        if (match) mention = { page: fb.page, quote: quoteSentence(fb.block.text, match.index) };
      }
      if (heading && mention) break;
    }
    const pages = [heading?.page, mention?.page].filter((p): p is number => p !== undefined);
    return {
      id: pattern.id,
      label: pattern.label,
      found: pages.length > 0,
      firstPage: pages.length > 0 ? Math.min(...pages) : null,
      headingPage: heading?.page ?? null,
      heading: heading?.text ?? null,
      quote: mention?.quote ?? null,
      quotePage: mention?.page ?? null,
    };
  });
}
