import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '../rules/load-packs.ts';
import { documentFromText } from '../rules/testing/build-document.ts';
import { applySuggestions, recommendedDecisions, staleSuggestions } from './apply-suggestions.ts';
import { toActive } from './generators/active-voice.ts';
import { splitSentence } from './generators/split-sentence.ts';
import { checkRewrite, engineContext, impactOfSet, suggestImprovements } from './suggest-improvements.ts';
import type { Suggestion, SuggestionType } from './types.ts';

const rulePacks = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(new URL(`../rules/packs/${file}`, import.meta.url), 'utf8'),
  })),
);

const improve = (text: string, documentType = 'investor-communications', extra = {}) =>
  suggestImprovements(documentFromText(text), { documentType, rulePacks, ...extra });

const ofType = (suggestions: Suggestion[], type: SuggestionType) =>
  suggestions.filter((s) => s.type === type);

const PLAIN = `# About the fund

The fund buys shares in large UK companies. It aims to grow your money over five years. The value of your
investment can go down as well as up, and you may get back less than you put in. We charge 0.5% a year.`;

describe('split-sentence', () => {
  it('splits a long sentence at a clause joint, capitalising the new sentence', () => {
    const sentence =
      'The fund invests mainly in the shares of large companies listed on the London Stock Exchange, and we aim to grow the value of your money over any period of five years or more.';
    expect(splitSentence(sentence)?.text).toBe(
      'The fund invests mainly in the shares of large companies listed on the London Stock Exchange. We aim to grow the value of your money over any period of five years or more.',
    );
  });

  it('proposes the split with its location, reason and the long-sentence metric', () => {
    const result = improve(`# Our fund

Intro text here for the reader to follow.

The fund invests mainly in the shares of large companies listed on the London Stock Exchange; it aims to grow the value of your money over any period of five years or more while keeping costs low.`);
    const [split] = ofType(result.suggestions, 'split-sentence');
    expect(split).toMatchObject({
      page: 1,
      proposed: expect.stringContaining('Exchange. It aims'),
      addresses: { kind: 'metric', id: 'longSentencePercent' },
    });
    expect(split!.reason).toMatch(/words/);
    expect(split!.impact!.after.longSentences).toBeLessThan(split!.impact!.before.longSentences);
  });

  it('leaves a long sentence with no clause joint alone, and proposes nothing for short plain text', () => {
    const list =
      'The fund may invest in shares, bonds, cash, property, commodities, infrastructure, private equity, hedge funds, structured products, money market instruments and other collective investment schemes anywhere in the world.';
    expect(splitSentence(list)).toBeNull();
    // "or" and "and that" join parts of one clause, not two sentences
    expect(
      splitSentence(
        'Any other use is expressly forbidden and you agree in particular that you will not use the service, or any of the tools, for an unlawful purpose.',
      ),
    ).toBeNull();
    expect(
      splitSentence(
        'You agree that all instructions given by you in respect of your account must be sent by you personally, and that your instructions are effective when they are received.',
      ),
    ).toBeNull();
    expect(ofType(improve(`# Fund\n\n${list}`).suggestions, 'split-sentence')).toEqual([]);
    expect(improve(PLAIN).suggestions).toEqual([]);
  });
});

describe('plain-words and define-term', () => {
  it('replaces a jargon noun phrase with the glossary plain words at its first use', () => {
    const result = improve(`# Costs

The annual management charge is 0.75% a year. The annual management charge pays for our managers.`);
    const [s] = ofType(result.suggestions, 'plain-words');
    expect(s).toMatchObject({
      original: 'The annual management charge is 0.75% a year.',
      proposed: 'The yearly management fee is 0.75% a year.',
      addresses: { id: 'jargonPer1000' },
    });
    expect(ofType(result.suggestions, 'plain-words')).toHaveLength(1);
  });

  it('explains rather than replaces where the plain words would not agree or would break a pair', () => {
    const figure = improve(`# Costs\n\nThe ongoing charges figure is 0.5% a year.`);
    expect(ofType(figure.suggestions, 'define-term')[0]?.proposed).toBe(
      'The ongoing charges figure (yearly running costs) is 0.5% a year.',
    );
    const pair = improve(`# Costs\n\nThe entry and exit charges shown are maximum figures.`);
    expect(ofType(pair.suggestions, 'plain-words')).toEqual([]);
  });

  it('explains a single-word term in brackets rather than replacing it', () => {
    const result = improve(`# How the fund compares

We compare the fund with its benchmark every year.`);
    expect(ofType(result.suggestions, 'define-term')[0]?.proposed).toBe(
      'We compare the fund with its benchmark (comparison measure) every year.',
    );
  });

  it('leaves jargon in quotation marks, already explained, part of a name or of a compound alone', () => {
    const result = improve(`# Names

The product is called "The Ongoing Charges Plan" in our literature.

The benchmark (a comparison measure) is the FTSE All-Share index.

Write to Example Ongoing Charges Figure Services Limited for a copy.

The Barclays Equity Gilt Study compares shares with cash.

The fund may hold liquidity funds for a short time.`);
    expect(result.suggestions.filter((s) => s.type === 'plain-words' || s.type === 'define-term')).toEqual(
      [],
    );
  });
});

describe('define-acronym', () => {
  it('spells out an acronym at its first use, from the definition given later', () => {
    const result = improve(`# Charges

The OCF is shown below.

The Ongoing Charges Figure (OCF) covers the yearly cost of running the fund.`);
    const [s] = ofType(result.suggestions, 'define-acronym');
    expect(s).toMatchObject({
      proposed: 'The Ongoing Charges Figure (OCF) is shown below.',
      addresses: { kind: 'rule', id: 'PRIN2A.5.3R-undefined-acronyms' },
    });
    expect(s!.impact!.after.undefinedAcronyms).toBe(s!.impact!.before.undefinedAcronyms - 1);
  });

  it('uses the glossary where the document never defines it', () => {
    const result = improve(`# Charges\n\nYour ACD runs the fund for you.`);
    expect(ofType(result.suggestions, 'define-acronym')[0]?.proposed).toBe(
      'Your authorised corporate director (ACD) runs the fund for you.',
    );
  });

  it('proposes nothing for defined acronyms or ones it cannot expand', () => {
    const defined = improve(`# Charges

The ongoing charges figure (OCF) is 0.2%. The OCF is taken from the fund.`);
    expect(ofType(defined.suggestions, 'define-acronym')).toEqual([]);
    const unknown = improve(`# Notes\n\nThe QZX committee met in May.`);
    expect(ofType(unknown.suggestions, 'define-acronym')).toEqual([]);
  });
});

describe('active-voice', () => {
  it('turns a passive with a named agent into the active voice, with the verb agreeing', () => {
    expect(toActive('The fees are charged by the ACD.')).toBe('The ACD charges the fees.');
    expect(toActive('Your statement was sent by the administrators in May.')).toBe(
      'The administrators sent your statement in May.',
    );
    expect(toActive('The fund will be managed by us.')).toBe('We will manage the fund.');
    expect(toActive('The report has been audited by Example LLP.')).toBe(
      'Example LLP has audited the report.',
    );
  });

  it('leaves a passive without an agent, a negative or an unknown verb alone', () => {
    expect(toActive('The fees are charged monthly.')).toBeNull();
    expect(toActive('The fees are not charged by the ACD.')).toBeNull();
    expect(toActive('The fund is zorbled by the ACD.')).toBeNull();
    // "by" belongs to another verb, or the agent does not end the clause
    expect(toActive('Income is paid into the fund and reflected by an increase in price.')).toBeNull();
    expect(toActive('This guide is issued by KidStart Limited trading as Beanstalk.')).toBeNull();
    expect(toActive('These payments are calculated by reference to the value of assets.')).toBeNull();
    expect(
      toActive(
        'Board composition The Company shall be managed by a Board of Directors composed of three members.',
      ),
    ).toBeNull();
  });

  it('keeps the standard wording of a regulatory status statement', () => {
    const result = improve(
      `# About us\n\nExample Ltd is authorised and regulated by the Financial Conduct Authority.`,
    );
    expect(ofType(result.suggestions, 'active-voice')).toEqual([]);
  });

  it('proposes the active sentence as a suggestion', () => {
    const result = improve(`# Fund\n\nThe fees are charged by the fund manager.`);
    expect(ofType(result.suggestions, 'active-voice')[0]).toMatchObject({
      original: 'The fees are charged by the fund manager.',
      proposed: 'The fund manager charges the fees.',
    });
  });
});

const PROMOTION = `# The Example Growth Fund

The fund invests in shares of companies around the world.

# Performance

The fund returned 12% over the past year.`;

describe('add-warning', () => {
  it('adds the missing capital-at-risk and past-performance warnings in the rules’ wording', () => {
    const result = improve(PROMOTION, 'financial-promotion');
    const warnings = ofType(result.suggestions, 'add-warning');
    const byRule = Object.fromEntries(warnings.map((w) => [w.addresses.id, w]));
    expect(byRule['COBS4.5.2R-capital-at-risk']?.proposed).toMatch(/^Capital at risk\./);
    expect(byRule['COBS4.6.2R-past-performance-warning']).toMatchObject({
      page: 1,
      proposed: expect.stringMatching(/^Past performance is not a reliable indicator/),
      addresses: { kind: 'rule', citation: 'COBS 4.6.2R(4)' },
    });
    expect(byRule['COBS4.6.2R-past-performance-warning']!.impact!.fixedRules).toContain(
      'COBS4.6.2R-past-performance-warning',
    );
  });

  it('adds nothing when the warnings are there', () => {
    const result = improve(
      `${PROMOTION} Past performance is not a reliable indicator of future results.\n\nCapital at risk. The value of your investment can go down as well as up.`,
      'financial-promotion',
    );
    expect(ofType(result.suggestions, 'add-warning').map((s) => s.addresses.id)).not.toContain(
      'COBS4.6.2R-past-performance-warning',
    );
    expect(ofType(result.suggestions, 'add-warning').map((s) => s.addresses.id)).not.toContain(
      'COBS4.5.2R-capital-at-risk',
    );
  });
});

// each page's paragraphs differ, so none reads as a running header or footer
const WORDS = ['first', 'second', 'third', 'fourth'];
const body = (page: number) =>
  Array.from(
    { length: 20 },
    (_, i) =>
      `This ${WORDS[page - 1]} part tells you about the fund and how it works for people who save, point ${i + 1}.`,
  ).join('\n\n');

describe('add-heading and move-key-fact', () => {
  it('adds a heading over risks that have none, and moves late charges to the start', () => {
    const doc = `# The Example Fund\n\n${body(1)}\n\n---page---\n\n${body(2)}\n\n---page---\n\n${body(3)}\n\nThere is a risk that the value of your investment falls and you could lose money.\n\n---page---\n\n${body(4)}\n\nWe take a charge of 0.8% a year from the fund.`;
    const result = improve(doc, 'financial-promotion');
    const heading = ofType(result.suggestions, 'add-heading').find((s) => s.id === 'add-heading-risks');
    expect(heading).toMatchObject({
      proposed: 'What are the risks?',
      addresses: { id: 'PRIN2A.5.3R-risks-signposted' },
    });
    expect(heading!.impact!.fixedRules).toContain('PRIN2A.5.3R-risks-signposted');
    const move = ofType(result.suggestions, 'move-key-fact').find((s) => s.id === 'move-key-fact-charges');
    expect(move).toMatchObject({
      page: 4,
      recommended: false,
      original: 'We take a charge of 0.8% a year from the fund.',
    });
    const revised = applySuggestions(documentFromText(doc), result.suggestions, [
      { id: move!.id, status: 'accepted' },
    ]);
    expect(revised.document.pages[0]!.blocks[1]!.text).toBe('We take a charge of 0.8% a year from the fund.');
    expect(revised.document.pages[3]!.text).not.toContain('0.8%');
  });

  it('moves nothing when the key facts are already on the first pages', () => {
    const doc = `# The Example Fund\n\nWe take a charge of 0.8% a year. You could lose money.\n\n${body(1)}\n\n---page---\n\n${body(2)}\n\n---page---\n\n${body(3)}`;
    expect(ofType(improve(doc, 'financial-promotion').suggestions, 'move-key-fact')).toEqual([]);
  });

  it('adds no heading where a short document names its risks without one', () => {
    const result = improve(`# Fund\n\nThere is a risk you could lose money.`);
    expect(ofType(result.suggestions, 'add-heading')).toEqual([]);
  });
});

const HARD = `# Our Assessment of Value

The ongoing charges figure, which is calculated by the ACD in accordance with the methodology prescribed by the regulator, is reviewed annually by the board, and the board considers whether the charges remain reasonable in light of the services provided to investors in each share class of the fund.

The fund's benchmark is reviewed every year by the investment committee. The NAV is published daily on our website; investors can compare the price of each share class against the benchmark and the yield of comparable funds over one, three and five years.`;

describe(suggestImprovements.name, () => {
  it('is deterministic and every suggestion names its place, its texts, its reason and what it fixes', () => {
    const a = improve(HARD);
    expect(improve(HARD)).toEqual(a);
    expect(a.suggestions.length).toBeGreaterThanOrEqual(3);
    for (const s of a.suggestions) {
      expect(s.page).toBeGreaterThanOrEqual(1);
      expect(s.passage.length).toBeGreaterThan(0);
      expect(s.proposed).not.toBe(s.original);
      expect(s.reason.length).toBeGreaterThan(10);
      expect(s.addresses.id.length).toBeGreaterThan(0);
      expect(s.impact).not.toBeNull();
    }
  });

  it('lowers the reading age when every recommended suggestion is applied', () => {
    const result = improve(HARD);
    expect(result.impactRecommended.after.ukReadingAge).toBeLessThan(
      result.impactRecommended.before.ukReadingAge,
    );
  });

  it('starts with nothing accepted: until a person accepts, the document reads as it was', () => {
    const result = improve(HARD);
    expect(result.suggestions.filter((s) => s.recommended).length).toBeGreaterThan(0);
    expect(result.impact.after).toEqual(result.impact.before);
    expect(result.impact.fixedRules).toEqual([]);
  });

  it('ranks suggestions for the weak persona categories first', () => {
    const normal = improve(PROMOTION, 'financial-promotion');
    expect(normal.suggestions[0]?.type).toBe('add-warning');
    const steered = improve(
      `${PROMOTION}\n\nThe fees are charged by the fund manager.`,
      'financial-promotion',
      {
        weakCategories: ['accessibility'],
      },
    );
    expect(steered.suggestions[0]?.categories).toContain('accessibility');
  });

  it('reports persona-score impact through an injected scorer', () => {
    const scorer = (doc: { text: string }) => ({ performance: /past performance/i.test(doc.text) ? 4 : 2 });
    const result = improve(PROMOTION, 'financial-promotion', { personaScorer: scorer });
    expect(result.impact.before.personaScores).toEqual({ performance: 2 });
    expect(result.impactRecommended.after.personaScores).toEqual({ performance: 4 });
  });

  it('applies an edited suggestion in the reviewer’s words and reports conflicts instead of half-applying', () => {
    const doc = documentFromText(HARD);
    const result = improve(HARD);
    const [first] = result.suggestions.filter((s) => s.target);
    const edited = applySuggestions(doc, result.suggestions, [
      { id: first!.id, status: 'accepted', editedText: 'Short and plain.' },
    ]);
    expect(edited.document.text).toContain('Short and plain.');
    expect(
      edited.pages
        .flatMap((p) => p.blocks)
        .some((b) => b.revised?.some((s) => s.text === 'Short and plain.' && s.suggestionId === first!.id)),
    ).toBe(true);
    const overlapping = result.suggestions.find(
      (s) =>
        s.id !== first!.id &&
        s.target &&
        s.target.block === first!.target!.block &&
        s.target.start === first!.target!.start,
    );
    if (overlapping) {
      const both = applySuggestions(doc, result.suggestions, [
        { id: overlapping.id, status: 'accepted' },
        { id: first!.id, status: 'accepted', editedText: 'Short and plain.' },
      ]);
      expect(both.conflicts).toEqual([overlapping.id]);
    }
    const context = engineContext({ documentType: 'investor-communications', rulePacks });
    const all = impactOfSet(doc, result.suggestions, recommendedDecisions(result.suggestions), context);
    expect(all).toEqual(result.impactRecommended);
  });

  it('refuses a rewrite that makes a rule fail', () => {
    const result = improve(`${PLAIN}\n\nThe fees are charged by the fund manager.`);
    const s = result.suggestions.find((x) => x.type === 'active-voice')!;
    const context = engineContext({ documentType: 'investor-communications', rulePacks });
    const docWith = documentFromText(`${PLAIN}\n\nThe fees are charged by the fund manager.`);
    expect(checkRewrite(docWith, s, 'The fund manager charges the fees.', context).ok).toBe(true);
    const bad = checkRewrite(docWith, s, 'Your returns are guaranteed.', context);
    expect(bad.ok).toBe(false);
    expect(bad.problems.join(' ')).toMatch(/COBS4\.2\.1R/);
  });

  it('finds suggestions whose text is no longer where they say, after the document changed', () => {
    const doc = documentFromText(HARD);
    const result = improve(HARD);
    expect(staleSuggestions(doc, result.suggestions)).toEqual([]);
    // (the split of the NAV sentence; nothing is proposed inside the first: each change made it longer)
    const changed = documentFromText(
      HARD.replace('The NAV is published daily', 'The price is published daily'),
    );
    expect(staleSuggestions(changed, result.suggestions).length).toBeGreaterThan(0);
  });

  it('applies any mix of decisions without losing text it was not asked to change', () => {
    const doc = documentFromText(`${HARD}\n\n${PROMOTION}`);
    const { suggestions } = suggestImprovements(doc, { documentType: 'financial-promotion', rulePacks });
    const status = fc.constantFrom('accepted' as const, 'rejected' as const, 'proposed' as const);
    fc.assert(
      fc.property(
        fc.array(status, { minLength: suggestions.length, maxLength: suggestions.length }),
        (statuses) => {
          const decisions = suggestions.map((s, i) => ({ id: s.id, status: statuses[i]! }));
          const revised = applySuggestions(doc, suggestions, decisions);
          const accepted = decisions.filter((d) => d.status === 'accepted').map((d) => d.id);
          expect([...revised.applied, ...revised.conflicts].sort()).toEqual([...accepted].sort());
          for (const s of suggestions) {
            if (!revised.applied.includes(s.id) || s.type === 'move-key-fact') continue;
            // an applied insertion is in the text as proposed; an applied rewrite's changed words are
            for (const e of s.edits)
              if (e.text.trim()) expect(revised.document.text).toContain(e.text.trim());
          }
          // headings are never rewritten
          const headings = (d: typeof doc) =>
            d.pages.flatMap((p) => p.blocks.filter((b) => b.kind === 'heading').map((b) => b.text));
          expect(headings(revised.document)).toEqual(expect.arrayContaining(headings(doc)));
        },
      ),
      { numRuns: 40 },
    );
  });
});
