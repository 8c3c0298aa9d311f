// The ninth tuning round (issue 18): each structure added for the round-nine wording, read for meaning, with a
// sentence that states the concept and one that negates, hedges or disowns it. Sentences are written here, not
// taken from the external set. Pack patterns (period and source of past performance) are checked through the
// shipped cobs-4 pack.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../check-document.ts';
import { loadRulePacks } from '../load-packs.ts';
import { documentFromText } from '../testing/build-document.ts';
import { analyse, findConcept, type ConceptName } from './index.ts';

function found(concept: ConceptName, sentence: string): string[] {
  return findConcept(analyse(sentence), concept).map((s) => sentence.slice(s.start, s.end));
}

const packs = loadRulePacks([
  {
    fileName: 'cobs4.yaml',
    text: readFileSync(new URL('../packs/cobs4.yaml', import.meta.url), 'utf8'),
  },
]);

function fires(ruleId: string, text: string): boolean {
  const result = checkDocument(documentFromText(text), packs, { documentType: 'financial-promotion' });
  return result.findings.some((f) => f.ruleId === ruleId);
}

const PERIOD = 'COBS4.6.2R-performance-period';
const SOURCE = 'COBS4.6.2R-performance-source';

describe('round nine: structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    // The past-performance warning in other words: how it did before is no reliable guide.
    [
      'past-performance-warning',
      'What the trust has earned before is no reliable guide to what it earns next.',
    ],
    // The forecast warning: the speaker says it does not know or will not guess.
    ['forecast-warning', 'We do not know where the share price goes from here.'],
    ['forecast-warning', 'Nobody can forecast next year, and we never guess.'],
    // Net zero: the firm's own target is still a target.
    ['net-zero-target', 'We have set a target to reach net zero by 2045.'],
    ['net-zero-target', 'Our portfolio is aligned with the UK net zero target.'],
    // Unregulated: bullion bought as bullion is still an unregulated asset.
    ['unregulated-asset', 'Buy silver bars minted in Switzerland.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('round nine: the same structures negated, hedged or disowned', () => {
  it.each<[ConceptName, string]>([
    ['past-performance-warning', 'What the trust has earned before is a good sign of what it earns next.'],
    ['forecast-warning', 'We know the market will recover this year.'],
    ['forecast-warning', "Don't know where to begin?"],
    // A country's target in law is context, not the firm's pledge.
    ['net-zero-target', 'Britain has set a legally binding target to reach net zero by 2050.'],
    ['net-zero-target', 'The statutory duty to reach net zero by 2050 may affect utility earnings.'],
    // The metal naming the companies that dig it is shares; a good made from metal is being manufactured.
    ['unregulated-asset', 'The fund holds shares in silver miners and platinum producers.'],
    ['unregulated-asset', 'Our platinum cufflinks are made by hand in Sheffield.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('round nine: the period and source of past performance', () => {
  it('reads a span with its end, or with both ends, as the stated period', () => {
    const base =
      'The Kestrel Fund returned 41% (source: Tillman Data). Past performance is not a reliable guide.';
    expect(fires(PERIOD, `${base}`)).toBe(true);
    expect(
      fires(PERIOD, `Over the decade to 30 June 2024 the Kestrel Fund returned 41% (source: Tillman Data).`),
    ).toBe(false);
    expect(
      fires(PERIOD, 'In the six years ended 2023 the Kestrel Fund returned 41% (source: Tillman Data).'),
    ).toBe(false);
    expect(fires(PERIOD, 'Between 2016 and 2024 the Kestrel Fund returned 41% (source: Tillman Data).')).toBe(
      false,
    );
    expect(
      fires(
        PERIOD,
        'From its launch on 2 May 2019 to 1 May 2025 the Kestrel Fund returned 41% (source: Tillman Data).',
      ),
    ).toBe(false);
  });

  it('reads "since launch" as a period only with the launch date', () => {
    expect(fires(PERIOD, 'Since launch the Kestrel Fund has returned 41% (source: Tillman Data).')).toBe(
      true,
    );
    expect(
      fires(PERIOD, 'Since launch in March 2021 the Kestrel Fund has returned 41% (source: Tillman Data).'),
    ).toBe(false);
  });

  it('reads a passive attribution, a bracketed data name and the firm’s own records as the source', () => {
    const figure = 'Over the five years to 31 May 2025 the Pipit index rose by 62%';
    expect(fires(SOURCE, `${figure}.`)).toBe(true);
    expect(fires(SOURCE, `${figure}, calculated by Norland Indices.`)).toBe(false);
    expect(fires(SOURCE, `${figure} (Norland Market Research).`)).toBe(false);
    expect(fires(SOURCE, `${figure}, going by our own auction records.`)).toBe(false);
    // A bracket naming something else is no source.
    expect(fires(SOURCE, `${figure} (see page 4).`)).toBe(true);
  });
});
