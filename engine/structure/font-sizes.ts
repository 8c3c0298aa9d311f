/** Font sizes of prose: the body size, the smallest text, and risk text against the body. */
import type { Block } from '../document-model.ts';
import type { FlowBlock } from '../analysis/document-text.ts';
import { clipQuote } from '../analysis/finding.ts';
import { listItems } from '../text/index.ts';
import { isProse, quoteSentence, roundHalf } from './blocks.ts';
import type { FontSizeSummary, TextSizeSample } from './structure-types.ts';

interface ProseBlock {
  fb: FlowBlock;
  chars: number;
  pt: number;
}

const RISK_WARNING =
  /\bcapital (?:is )?at risk\b|\bget back less\b|\b(?:value|price)s? of (?:your |an |the )?investments?\b.{0,60}\b(?:fall|go down|rise|up and down)\b|\bcan (?:go down|fall) as well as\b|\b(?:go|goes|going) (?:up and down|down as well as up)\b|\bpast performance is not (?:a )?(?:reliable |good )?(?:guide|indicator)\b|\bnot guaranteed\b|\bmay lose\b|\byou could lose\b/i;

/** Size carrying most characters (ties: the larger size, so a tie never manufactures "small text"). */
function predominantSize(blocks: readonly ProseBlock[]): number | null {
  const weight = new Map<number, number>();
  for (const b of blocks) weight.set(b.pt, (weight.get(b.pt) ?? 0) + b.chars);
  const best = [...weight].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0];
  return best ? best[0] : null;
}

function riskBlocks(flow: FlowBlock[]): Set<FlowBlock> {
  const result = new Set<FlowBlock>();
  let riskLevel: number | null = null;
  for (const fb of flow) {
    if (fb.running) continue;
    const { block } = fb;
    if (block.kind === 'heading') {
      const level = block.level ?? 1;
      if (/\brisks?\b/i.test(block.text)) riskLevel = level;
      else if (riskLevel !== null && level <= riskLevel) riskLevel = null;
      continue;
    }
    if (riskLevel !== null || RISK_WARNING.test(block.text)) result.add(fb);
  }
  return result;
}

export function fontSummary(flow: FlowBlock[], minBodyTextPt: number): FontSizeSummary {
  const prose: ProseBlock[] = flow
    .filter((fb) => !fb.running && fb.block.fontSize > 0 && isProse(fb.block))
    .map((fb) => ({ fb, chars: fb.block.text.length, pt: roundHalf(fb.block.fontSize) }));
  const predominant = predominantSize(prose);
  if (predominant === null) {
    return {
      hasSizes: false,
      predominantBodyPt: null,
      bodySample: null,
      smallestBody: null,
      pagesBelowMinimum: [],
      minBodyTextPt,
      riskText: null,
    };
  }
  let smallest: ProseBlock | undefined;
  for (const b of prose) if (!smallest || b.pt < smallest.pt) smallest = b;
  const pagesBelowMinimum = [...new Set(prose.filter((b) => b.pt < minBodyTextPt).map((b) => b.fb.page))];

  const risky = riskBlocks(flow);
  const riskProse = prose.filter((b) => risky.has(b.fb));
  const riskPt = predominantSize(riskProse);
  let riskText: FontSizeSummary['riskText'] = null;
  if (riskPt !== null) {
    // the example shown is a risk passage at the risk size, preferring an explicit warning
    const atSize = riskProse.filter((b) => b.pt === riskPt);
    const sample = atSize.find((b) => RISK_WARNING.test(b.fb.block.text)) ?? atSize[0]!;
    riskText = {
      pt: riskPt,
      page: sample.fb.page,
      quote: riskQuote(printedText(sample.fb.block)),
      differencePt: Math.round((predominant - riskPt) * 10) / 10,
    };
  }
  return {
    hasSizes: true,
    predominantBodyPt: predominant,
    bodySample: sampleAt(prose, predominant),
    smallestBody: smallest
      ? { pt: smallest.pt, page: smallest.fb.page, quote: clipQuote(printedText(smallest.fb.block)) }
      : null,
    pagesBelowMinimum,
    minBodyTextPt,
    riskText,
  };
}

function sampleAt(prose: readonly ProseBlock[], pt: number): TextSizeSample | null {
  const sample = prose.find((b) => b.pt === pt);
  return sample ? { pt, page: sample.fb.page, quote: clipQuote(printedText(sample.fb.block)) } : null;
}

/** A block's text as the document view shows it: list items without their bullets or numbers. */
function printedText(block: Block): string {
  return block.kind === 'list' ? listItems(block.text).join(' ') : block.text;
}

function riskQuote(text: string): string {
  const match = RISK_WARNING.exec(text);
  return match ? quoteSentence(text, match.index) : clipQuote(text);
}
