// Every evidence link the engine gives on the shared corpus's real documents lands on its passage: each
// quote (compliance findings, analysis findings and sentences, AoV and SDR evidence, persona answers,
// improvement passages) is found on the page it names by the resolver the document view highlights with
// (common/text/locate-quote.ts), and each is drawn on the original page as at least one line box inside the
// page (common/text/quote-boxes.ts). Before the one text model and resolver, 974 of 1,075 resolved (90.6%).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectEvery } from '#common/testing/expect-every.ts';
import { locateQuote } from '#common/text/locate-quote.ts';
import { quoteBoxes, type PageBox } from '#common/text/quote-boxes.ts';
import type { ExtractedDocument } from '../document-model.ts';
import { extractDocument } from '../extraction/extract.ts';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '../rules/load-packs.ts';
import type { DocumentType } from '../rules/schema.ts';
import { CORPUS_DIR, CORPUS_INSTALL, hasRequiredPart } from '../testing/required-part.ts';
import { corpusEvidence, type EvidenceQuote } from './testing/corpus-evidence.ts';

const dir = path.join(CORPUS_DIR, 'financial');
const hasCorpus = hasRequiredPart(existsSync(dir), `The shared financial corpus (${dir})`, CORPUS_INSTALL);
const files = hasCorpus
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.pdf'))
      .sort()
  : [];

const rulePacks = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(new URL(`../rules/packs/${file}`, import.meta.url), 'utf8'),
  })),
);

/** The type each corpus document would be uploaded as (MANIFEST.md describes them). */
function documentTypeOf(file: string): DocumentType {
  if (/Fact-Sheet|guide-to-jisas/.test(file)) return 'financial-promotion';
  if (/KIID|PRIIPs-KID|ISAKFD/.test(file)) return 'investor-communications';
  return 'other';
}

describe.skipIf(!hasCorpus)(`evidence links over the financial corpus (${dir})`, () => {
  const evidence = new Map<string, { document: ExtractedDocument; quotes: EvidenceQuote[] }>();

  beforeAll(async () => {
    for (const file of files) {
      const document = await extractDocument(new Uint8Array(readFileSync(path.join(dir, file))), {
        fileType: 'pdf',
      });
      evidence.set(file, { document, quotes: corpusEvidence(document, documentTypeOf(file), rulePacks) });
    }
    const all = [...evidence.values()].flatMap((e) => e.quotes);
    const sources = ['compliance', 'analysis', 'persona', 'improvement'] as const;
    console.log(
      `evidence quotes: ${all.length} (${sources.map((s) => `${s} ${all.filter((q) => q.source === s).length}`).join(', ')})`,
    );
  }, 300_000);

  it('gives evidence from every source on the corpus', () => {
    const all = [...evidence.values()].flatMap((e) => e.quotes);
    for (const source of ['compliance', 'analysis', 'persona', 'improvement'])
      expect(all.filter((q) => q.source === source).length, source).toBeGreaterThan(20);
  });

  it.each(files)('resolves every evidence quote of %s on its page', (file) => {
    const { document, quotes } = evidence.get(file)!;
    const unresolved = quotes
      .filter((q) => locateQuote(document.pages, q.quote, q.page)?.page !== q.page)
      .map((q) => `${q.source} p${q.page}: “${q.quote}”`);
    expect(unresolved).toEqual([]);
  });

  it.each(files)('draws every evidence quote of %s as line boxes inside its page', (file) => {
    const { document, quotes } = evidence.get(file)!;
    // Fresh extractions keep every PDF line's position, so boxes are lines, not whole blocks.
    expectEvery(
      document.pages.flatMap((page) => page.blocks),
      (block) => (block.lines?.length ?? 0) > 0,
      1,
      'blocks',
    );
    const unplaced = quotes.filter((q) => {
      const page = document.pages.find((p) => p.number === q.page)!;
      const found = locateQuote([page], q.quote);
      const boxes = found ? quoteBoxes(page, found.ranges) : [];
      const inside = ([x0, y0, x1, y1]: PageBox) =>
        x0 >= 0 && y0 >= 0 && x1 <= page.width && y1 <= page.height && x1 > x0 && y1 > y0;
      return boxes.length === 0 || !boxes.every(inside);
    });
    expect(unplaced.map((q) => `${q.source} p${q.page}: “${q.quote}”`)).toEqual([]);
  });
});
