// The concept language read for risk warnings diminished by words, structure or type: sentences that state the
// concept and sentences that negate, hedge or disown it, written here, not taken from the external set. Gathered
// by concept from the tests of tuning rounds six to twelve (issue 26); RESULTS.md in testing/external-set keeps
// each round's history.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../check-document.ts';
import { loadRulePacks } from '../load-packs.ts';
import { documentFromText } from '../testing/build-document.ts';
import { found, packWith, TEST_RULE_ID } from '../testing/concept-test-support.ts';
import { analyse, findConceptIn, joinLemmas, type ConceptName } from './index.ts';

const packs = loadRulePacks(
  ['cobs4.yaml', 'risk-warnings.yaml', 'esg.yaml'].map((fileName) => ({
    fileName,
    text: readFileSync(new URL(`../packs/${fileName}`, import.meta.url), 'utf8'),
  })),
);

function fires(ruleId: string, text: string): boolean {
  const result = checkDocument(documentFromText(text), packs, { documentType: 'financial-promotion' });
  return result.findings.some((f) => f.ruleId === ruleId);
}

const DIMINISHED = 'COBS4.5.2R-diminished-warnings';

/** The sentences of a passage that state a concept (a pronoun, or a dismissal, reads the sentence beside it). */
function statementsIn(concept: ConceptName, sentences: string[]): number[] {
  return findConceptIn(joinLemmas(sentences.map((s) => analyse(s))), concept).map((s) => s.sentence);
}

describe('structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    // Diminished warnings: a warning conceded then overridden, a warning read out under music.
    ['diminished-warning', 'Prices can fall, of course, but the chart speaks for itself.'],
    ['diminished-warning', 'Shares are risky, blah blah.'],
    ['diminished-warning', 'Prices can fall, in theory.'],
    ['diminished-warning', 'You could lose money. It has never happened.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('the same structures negated, hedged or disowned', () => {
  it('reads a warning labelled the dull part, then a move to the fun, as diminished', () => {
    expect(found('diminished-warning', 'The boring part: you could lose money.')).not.toEqual([]);
    expect(found('diminished-warning', 'You could lose money, now for the good stuff!')).not.toEqual([]);
    expect(found('diminished-warning', 'The important part: you could lose money.')).toEqual([]);
  });

  it.each<[ConceptName, string]>([['diminished-warning', 'Prices can fall, and they have fallen before.']])(
    'finds no %s in "%s"',
    (concept, sentence) => {
      expect(found(concept, sentence)).toEqual([]);
    },
  );
});

describe('a warning diminished by its presentation', () => {
  it.each([
    'The narrator reads the risk warning as quickly as he can.',
    'The disclaimer is shown for half a second at the end of the clip.',
    'Risk warning: pale grey type in the bottom left corner.',
    'Capital at risk. #stocks #money #goals #rich #winning',
  ])('finds diminished-warning in "%s"', (sentence) => {
    expect(found('diminished-warning', sentence)).not.toEqual([]);
  });

  it.each([
    'The risk warning stays on screen for the whole advert, in black on white.',
    'Please read the risk warning slowly and carefully.',
    'We process withdrawals as quickly as we can. Capital at risk.',
  ])('finds no diminished-warning in "%s"', (sentence) => {
    expect(found('diminished-warning', sentence)).toEqual([]);
  });
});

describe('a warning diminished by its type (layout, not words)', () => {
  const check = {
    type: 'concept',
    smallType: { concepts: ['risk-warning'], beside: ['benefit', 'certainty', 'forecast'], maxRatio: 0.6 },
  };

  const quotes = (text: string, options = {}) =>
    checkDocument(documentFromText(text, options), [packWith(check)])
      .findings.filter((f) => f.ruleId === TEST_RULE_ID)
      .flatMap((f) => f.evidence.map((e) => e.quote));

  it('finds a warning set far smaller than the claim it qualifies, whatever its words', () => {
    expect(
      quotes('# {28pt} Double-digit income, year after year†\n\n{7pt} †Your capital is at risk.'),
    ).not.toEqual([]);
    expect(
      quotes(
        '{20pt} Watch your savings grow faster with Penwick.\n\n{9pt} You may get back less than you invest.',
      ),
    ).not.toEqual([]);
  });

  it('finds a footnote in tiny type whose marker the claim carries, whatever the footnote says', () => {
    const footnotes = {
      ...check,
      smallType: { ...check.smallType, beside: ['absolute-green-claim', 'benefit'], footnotes: true },
    };
    const quote = (text: string) =>
      checkDocument(documentFromText(text), [packWith(footnotes)])
        .findings.filter((f) => f.ruleId === TEST_RULE_ID)
        .flatMap((f) => f.evidence.map((e) => e.quote));
    expect(
      quote('# Zero-carbon investing\u2020\n\n{7pt} \u2020Scope 1 emissions of listed holdings only.'),
    ).not.toEqual([]);
    expect(quote('# {24pt} Earn 6% a year*\n\n{8pt} *Fixed for the first year; then variable.')).not.toEqual(
      [],
    );
    // The same footnote at the claim's size, and a small footnote whose marker no claim carries.
    expect(quote('Earn 6% a year*\n\n*Fixed for the first year; then variable.')).toEqual([]);
    expect(quote('# Annual report\n\n{7pt} *Scope 1 emissions of listed holdings only.')).toEqual([]);
  });

  it('leaves a warning in type near the claim, a small warning with no claim, and text without font sizes', () => {
    expect(
      quotes('{12pt} Watch your savings grow faster.\n\n{10pt} You may get back less than you invest.'),
    ).toEqual([]);
    expect(quotes('# {28pt} Annual report\n\n{7pt} You may get back less than you invest.')).toEqual([]);
    expect(
      quotes('Watch your savings grow faster.\n\nYou may get back less than you invest.', {
        bodyFontSize: 0,
      }),
    ).toEqual([]);
  });
});

describe('warnings diminished by structure', () => {
  it.each([
    // The warning's neglect made normal.
    'Capital at risk. Nobody reads this bit anyway.',
    'You could lose money. Most people scroll straight past that.',
    // The reader moved back to the good part.
    'The value of your investment can fall. Right, back to the fun part!',
    // The warned loss said still to be awaited.
    "They said I could lose money. It's yet to happen.",
    'Everyone warned me I would lose. Still waiting for it to happen.',
    // The warning waved through as known.
    'Returns are not guaranteed, but you already know that.',
    // The reader told to disregard the warnings, or the warnings called scary.
    'Never mind the boring risk warnings.',
    'The value can fall. Sorry for the gloomy warning!',
  ])('finds a diminished warning in "%s"', (text) => {
    // Most of these count only beside a warning (within a sentence), so they are read as a short document.
    expect(fires(DIMINISHED, text)).toBe(true);
  });

  it.each([
    'Capital at risk. Everyone should read this section.',
    "Please don't forget the risk warnings.",
    'Returns are not guaranteed. But you should know that you could lose money.',
    'The value can fall. Back to the top of the page.',
  ])('finds no diminished warning in "%s"', (text) => {
    expect(fires(DIMINISHED, text)).toBe(false);
  });
});

describe('a warning diminished by structure', () => {
  const WARNING = 'Capital at risk: the value of your investment can fall.';

  it.each([
    // Beside a warning: there only because a rule says so, or kept for reference.
    'We include it only because the regulator says we must.',
    'That paragraph is really for the record.',
    // The warned loss something nobody expects to meet.
    'Nobody we know has ever come close to it.',
    // The warning narrowed to a few.
    'Capital at risk - but only for those who panic and sell.',
    // The risk relativised.
    'Then again, so does the cash in your current account.',
    'Everything in life carries some risk.',
    // The record invoked against it; a fall called good news; everyday wobbles, no concern of long-term holders.
    'Experience teaches us that patient holders are rewarded every time.',
    'Which is great news for regular savers.',
    'That is simply the normal wobble of markets.',
    'It need not trouble anyone with a ten-year horizon.',
  ])('finds a diminished warning in "%s" beside a warning', (sentence) => {
    expect(statementsIn('diminished-warning', [WARNING, sentence])).toContain(1);
  });

  it.each([
    // The same words with no warning beside them.
    'Then again, so does the cash in your current account.',
    'Which is great news for regular savers.',
  ])('finds no diminished warning in "%s" with no warning beside it', (sentence) => {
    expect(statementsIn('diminished-warning', ['Our fees are published on our website.', sentence])).toEqual(
      [],
    );
  });

  it.each([
    'Please read the risks section before you invest.',
    'Capital at risk. You should only invest money you can leave for at least five years.',
    'Some investors need their money back quickly; this fund may not suit them.',
  ])('finds no diminished warning in "%s" after a warning', (sentence) => {
    expect(statementsIn('diminished-warning', [WARNING, sentence])).toEqual([]);
  });

  it.each([
    'Jump to the exciting bit below.',
    'We see only a theoretical probability of default.',
    'A crash is simply a clearance sale for long-term buyers.',
    'The disclaimers that nobody reads are at the bottom.',
  ])('finds a diminished warning in "%s"', (sentence) => {
    expect(found('diminished-warning', sentence)).not.toEqual([]);
  });

  it.each([
    'There is a real possibility of loss.',
    'The fund may fall sharply in a market crash.',
    'Skip to section 4 for the charges.',
  ])('finds no diminished warning in "%s"', (sentence) => {
    expect(found('diminished-warning', sentence)).toEqual([]);
  });
});
