// Issue 30 item 6: the reading-measure rules measure the firm's own words (its boilerplate left out and listed)
// and never quote one sentence twice.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boilerplateSentenceSet } from '../readability/index.ts';
import { checkDocument } from './check-document.ts';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from './load-packs.ts';
import { documentFromText } from './testing/build-document.ts';

const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(new URL(`./packs/${file}`, import.meta.url), 'utf8'),
  })),
).filter((p) => p.id === 'consumer-duty');

const OWN = `We put your money into shares of big UK firms. We aim to grow it over five years or more. Prices go up
and down, so you could get back less than you paid in. You can sell on any working day. We charge a small fee
each year. It is taken from the fund. We send you a statement twice a year. Call us if you need help. We are
here from nine to five on working days. Our team will answer your letters within a week.`;

const LICENCE = `The Index is calculated by FTSE International Limited in conjunction with the London Stock Exchange Group companies, which do not sponsor, endorse or otherwise promote the Fund and accept no liability whatsoever to any person arising out of the use of the Index or any data therein. All rights in the Index vest in FTSE International Limited, and neither FTSE nor its licensors accept any liability for any errors or omissions in the Index or underlying data, and no party may rely on the Index or underlying data contained in this communication.`;

const retail = { documentType: 'financial-promotion' as const, audience: 'retail' as const };

describe('reading measures of a check, with the firm’s boilerplate', () => {
  const doc = documentFromText(`${OWN}\n\n---page---\n\n${LICENCE}`);

  it('flags the reading age of a page of licence text and quotes it, until it is marked as boilerplate', () => {
    const before = checkDocument(doc, packs, { ...retail, metricLimits: { ukReadingAge: 9 } });
    const readingAge = before.findings.find((f) => f.ruleId === 'PRIN2A.5.3R-reading-age');
    expect(readingAge?.evidence.map((e) => e.page)).toContain(2);
    expect(before.excludedSentences).toBeUndefined();

    const after = checkDocument(doc, packs, {
      ...retail,
      metricLimits: { ukReadingAge: 9 },
      excludeSentences: boilerplateSentenceSet([LICENCE]),
    });
    expect(after.findings.find((f) => f.ruleId === 'PRIN2A.5.3R-reading-age')).toBeUndefined();
    expect(after.findings.find((f) => f.ruleId === 'PRIN2A.5.3R-long-sentences')).toBeUndefined();
    expect(after.excludedSentences).toEqual([
      { page: 2, quote: expect.stringMatching(/^The Index is calculated by FTSE/) },
      { page: 2, quote: expect.stringMatching(/^All rights in the Index vest/) },
    ]);
  });

  it('quotes a sentence with several jargon terms once', () => {
    const jargon =
      'The ongoing charges figure, the dilution levy, the exit charge and the performance fee are set out in the prospectus and the key investor information document.';
    const result = checkDocument(documentFromText(`${OWN}\n\n${jargon}`), packs, {
      ...retail,
      metricLimits: { jargonPer1000: 1 },
    });
    const finding = result.findings.find((f) => f.ruleId === 'PRIN2A.5.3R-jargon');
    expect(finding).toBeDefined();
    const quotes = finding!.evidence.map((e) => `${e.page}:${e.quote}`);
    expect(new Set(quotes).size).toBe(quotes.length);
    expect(quotes).toHaveLength(1);
    expect(finding!.occurrences).toBe(1);
  });

  it('quotes a sentence printed twice on a page once', () => {
    const long =
      'Where the fund invests in other funds, the charges of those funds are included in the figures that we show you here and in the yearly statements that we send you by post or by e-mail.';
    const result = checkDocument(documentFromText(`${OWN}\n\n${long}\n\n${long}`), packs, {
      ...retail,
      metricLimits: { longSentencePercent: 1 },
    });
    const finding = result.findings.find((f) => f.ruleId === 'PRIN2A.5.3R-long-sentences');
    expect(finding?.evidence).toEqual([{ page: 1, quote: long }]);
  });
});
