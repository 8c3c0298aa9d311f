// Each check type on rules written for the test (a new rule needs only data), with positives and negatives.
import { describe, expect, it } from 'vitest';
import { checkDocument, type CheckDocumentOptions, type ComplianceResult } from './check-document.ts';
import type { RulePack } from './schema.ts';
import { documentFromText } from './testing/build-document.ts';
import { packWith as sharedPackWith } from './testing/concept-test-support.ts';

/** The shared one-rule test pack, at version 2 and with this file's message unless a test gives its own. */
const packWith = (check: Record<string, unknown>, rule: Record<string, unknown> = {}): RulePack =>
  sharedPackWith(check, { version: 2, message: 'Found ({count}).', ...rule });

function run(text: string, pack: RulePack, options: CheckDocumentOptions & { bodyFontSize?: number } = {}) {
  const { bodyFontSize, ...rest } = options;
  return checkDocument(
    documentFromText(text, bodyFontSize === undefined ? {} : { bodyFontSize }),
    [pack],
    rest,
  );
}

const finding = (result: ComplianceResult) => result.findings.find((f) => f.ruleId === 'TEST-rule');

describe('prohibited-phrase', () => {
  const pack = packWith({
    type: 'prohibited-phrase',
    patterns: ['guaranteed returns', 'risk-free', '/\\bsafe\\s+bet\\b/i'],
    exceptions: ['risk-free rate'],
  });

  it('finds plain phrases case-insensitively, with hyphens and spaces interchangeable', () => {
    const result = run('GUARANTEED RETURNS for everyone.\n\n---page---\n\nA risk free choice.', pack);
    const f = finding(result)!;
    expect(f.evidence).toEqual([
      { page: 1, quote: 'GUARANTEED RETURNS for everyone.' },
      { page: 2, quote: 'A risk free choice.' },
    ]);
    expect(f.occurrences).toBe(2);
    expect(f.message).toBe('Found (2).');
    expect(f.ruleVersion).toBe('2');
  });

  it('matches whole words only', () => {
    expect(finding(run('Unguaranteed returnsless text about riskfreeness.', pack))).toBeUndefined();
  });

  it('does not flag negated, questioned, excepted or quoted-name uses', () => {
    const text = [
      'This fund is not risk-free.',
      'There are no guaranteed returns.',
      'Are guaranteed returns possible?',
      'Excess return over the risk-free rate.',
      'Your holding in the “Guaranteed Returns Plan 2030” has matured.',
      'Guaranteed returns are not available from any fund.',
    ].join('\n\n');
    expect(finding(run(text, pack))).toBeUndefined();
  });

  it('still flags a claim in a clause after a negated one', () => {
    const f = finding(run('There are no fees, and returns are high: guaranteed returns!', pack));
    expect(f?.evidence).toHaveLength(1);
  });

  it('checks negation only when the rule asks for it', () => {
    const blunt = packWith({ type: 'prohibited-phrase', patterns: ['risk-free'], negationAware: false });
    expect(finding(run('This fund is not risk-free.', blunt))).toBeDefined();
  });
});

describe('required-presence', () => {
  const pack = packWith({
    type: 'required-presence',
    anyOf: ['capital at risk', '/\\bfall\\s+as\\s+well\\s+as\\s+rise\\b/i'],
    negationAware: true,
  });

  it('passes when any pattern appears', () => {
    const result = run('Prices may fall as well as rise.', pack);
    expect(result.passed.map((p) => p.ruleId)).toEqual(['TEST-rule']);
  });

  it('reports absence with no evidence to quote', () => {
    const f = finding(run('Invest with us today.', pack))!;
    expect(f.evidence).toEqual([]);
  });

  it('does not count a negated statement', () => {
    expect(finding(run('Your money is never capital at risk with us.', pack))).toBeDefined();
  });

  it('applies only when its condition appears, and quotes the condition as evidence', () => {
    const conditional = packWith({
      type: 'required-presence',
      onlyIf: ['/\\breturned\\s+\\d+%/i'],
      anyOf: ['past performance is not a reliable indicator'],
    });
    const quiet = run('A fund for the long term.', conditional);
    expect(quiet.passed).toHaveLength(1);
    expect(quiet.notes).toEqual([
      { ruleId: 'TEST-rule', note: 'Its condition does not arise in this document.' },
    ]);
    const f = finding(run('Intro.\n\n---page---\n\nThe fund returned 12% last year.', conditional))!;
    expect(f.evidence).toEqual([{ page: 2, quote: 'The fund returned 12% last year.' }]);
  });

  it('requires every allOf group and names the missing one', () => {
    const both = packWith(
      {
        type: 'required-presence',
        allOf: [
          { label: 'circumstances', anyOf: ['individual circumstances'] },
          { label: 'change', anyOf: ['may change'] },
        ],
      },
      { message: 'Incomplete ({detail}).' },
    );
    expect(finding(run('Depends on individual circumstances and may change.', both))).toBeUndefined();
    expect(finding(run('Depends on individual circumstances.', both))?.message).toBe(
      'Incomplete (missing: change).',
    );
  });

  it('can require the statement in a heading, for documents long enough to need one', () => {
    const heading = packWith({
      type: 'required-presence',
      scope: 'headings',
      minWords: 20,
      anyOf: ['risks'],
    });
    const body = 'Some words about the fund and how it invests your money over many years. '.repeat(3);
    expect(finding(run(`# About\n\n${body} The risks are real.`, heading))).toBeDefined();
    expect(finding(run(`# What are the risks?\n\n${body}`, heading))).toBeUndefined();
    expect(run('The risks are real.', heading).notApplicable).toEqual(['TEST-rule']);
  });
});

describe('proximity', () => {
  const pack = packWith({
    type: 'proximity',
    trigger: ['high returns'],
    required: ['capital at risk'],
    withinSentences: 1,
    samePage: true,
  });

  it('passes when the required text is within the window', () => {
    expect(finding(run('High returns await. Capital at risk.', pack))).toBeUndefined();
    expect(finding(run('Capital at risk. High returns await.', pack))).toBeUndefined();
  });

  it('flags a trigger with nothing near it, quoting the trigger', () => {
    const f = finding(run('High returns await. We are here. You will like it. Capital at risk.', pack))!;
    expect(f.evidence).toEqual([{ page: 1, quote: 'High returns await.' }]);
  });

  it('respects samePage', () => {
    expect(finding(run('High returns await.\n\n---page---\n\nCapital at risk.', pack))).toBeDefined();
    const anyPage = packWith({
      type: 'proximity',
      trigger: ['high returns'],
      required: ['capital at risk'],
      withinSentences: 1,
      samePage: false,
    });
    expect(finding(run('High returns await.\n\n---page---\n\nCapital at risk.', anyPage))).toBeUndefined();
  });

  it('measures in characters when asked', () => {
    const chars = packWith({
      type: 'proximity',
      trigger: ['high returns'],
      required: ['capital at risk'],
      withinChars: 30,
    });
    expect(finding(run('High returns. Short. Capital at risk.', chars))).toBeUndefined();
    expect(
      finding(run('High returns. A much longer sentence sits in between here. Capital at risk.', chars)),
    ).toBeDefined();
  });

  it('ignores negated triggers and questions', () => {
    expect(finding(run('We do not promise high returns. Are high returns likely?', pack))).toBeUndefined();
  });

  it('passes with a note when nothing triggers it', () => {
    const result = run('Nothing to see.', pack);
    expect(result.passed).toHaveLength(1);
    expect(result.notes[0]?.note).toBe('Nothing in the document calls for it.');
  });
});

describe('prominence', () => {
  const small = packWith(
    { type: 'prominence', patterns: ['capital at risk'], minRatioToBodyFont: 1 },
    { message: 'Warning at {fontSize}pt, body {bodyFontSize}pt.' },
  );
  const body = 'Our fund invests in large companies around the world and is run by an experienced team.';

  it('flags risk wording smaller than the predominant body font', () => {
    const f = finding(run(`${body}\n\n${body}\n\n{7.5pt} Capital at risk.`, small))!;
    expect(f.message).toBe('Warning at 7.5pt, body 10pt.');
    expect(f.evidence).toEqual([{ page: 1, quote: 'Capital at risk.' }]);
  });

  it('allows extraction rounding and larger warnings', () => {
    expect(finding(run(`${body}\n\n${body}\n\n{9.8pt} Capital at risk.`, small))).toBeUndefined();
    expect(finding(run(`${body}\n\n${body}\n\n{12pt} Capital at risk.`, small))).toBeUndefined();
  });

  it('is not applicable without font data', () => {
    const result = run(`${body}\n\nCapital at risk.`, small, { bodyFontSize: 0 });
    expect(result.notApplicable).toEqual(['TEST-rule']);
    expect(result.notes[0]?.note).toMatch(/no font sizes/);
  });

  it('flags text that is the most prominent on its page', () => {
    const top = packWith({ type: 'prominence', patterns: ['/\\+\\d+%/'], forbidMostProminent: true });
    expect(finding(run(`# {40pt} +45% in a year\n\n${body}\n\n${body}`, top))).toBeDefined();
    expect(
      finding(run(`# {40pt} Our fund\n\n${body} It rose +45% in a year.\n\n${body}`, top)),
    ).toBeUndefined();
  });
});

describe('metric-threshold', () => {
  const plain =
    'This fund puts your money into shares of big UK firms. It aims to grow your money over five years. ' +
    'Share prices go up and down. You could get back less than you put in. We charge 0.5% a year. ' +
    'You can take your money out on any working day. We send you a statement twice a year. Call us with any questions. ' +
    'We are here to help you. Our phone lines are open from nine to five.';
  const dense =
    'Notwithstanding the foregoing provisions, the authorised fund manager may, at its absolute discretion and without prior ' +
    'notification to unitholders, determine that the implementation of an alternative valuation methodology is appropriate where, ' +
    'in its reasonable opinion, prevailing market conditions materially impair the reliability of quotations ordinarily obtained ' +
    'from recognised investment exchanges, and unitholders should additionally appreciate that the application of adjustments may ' +
    'consequently result in a divergence between the published valuation and the price at which transactions are effected.';
  const readingAge = packWith(
    { type: 'metric-threshold', metric: 'ukReadingAge', max: 14, minWords: 50 },
    { message: 'Reading age {value} over {max}.' },
  );

  it('flags a reading age over the maximum, quoting the longest sentences with their pages', () => {
    const f = finding(run(`${plain}\n\n---page---\n\n${dense}`, readingAge))!;
    // one decimal: the figure the analysis, the personas and Compare print (engine/measures)
    expect(f.message).toMatch(/^Reading age \d+\.\d over 14\.$/);
    expect(f.evidence[0]?.page).toBe(2);
    expect(f.evidence[0]?.quote.length).toBeLessThanOrEqual(240);
  });

  it('passes plain text', () => {
    expect(finding(run(plain, readingAge))).toBeUndefined();
  });

  it("measures against the document type's target when the rule says max: target", () => {
    const byType = packWith(
      { type: 'metric-threshold', metric: 'ukReadingAge', max: 'target', minWords: 50 },
      { message: 'Reading age {value} over {max}.' },
    );
    const text = `${plain}\n\n---page---\n\n${dense}`;
    const kii = run(text, byType, { documentType: 'ucits-kii' });
    expect(finding(kii)!.message).toBe(`Reading age ${kii.measures!.readingAge} over 12.`);
    expect(kii.measures).toMatchObject({ documentType: 'ucits-kii', target: 12 });
    expect(finding(run(text, byType, { documentType: 'financial-promotion' }))!.message).toMatch(
      / over 14\.$/,
    );
  });

  it('does not measure texts that are too short', () => {
    expect(run('Short and plain.', readingAge).notApplicable).toEqual(['TEST-rule']);
  });

  it('measures jargon with the plain-English alternatives in the message', () => {
    const jargon = packWith(
      { type: 'metric-threshold', metric: 'jargonPer1000', max: 10, minWords: 20 },
      { message: '{value} per 1,000 words: {detail}.' },
    );
    const text =
      'The ongoing charges figure is 0.8%. The fund holds equities and gilts. Its benchmark is the FTSE All-Share and the ' +
      'share class pays income twice a year to investors who hold it.';
    const f = finding(run(text, jargon))!;
    expect(f.message).toMatch(/benchmark ×1 \(say “/);
    expect(f.evidence.length).toBeGreaterThan(0);
  });

  it('takes the limit for the target market from the options', () => {
    expect(finding(run(plain, readingAge))).toBeUndefined();
    const strict = finding(run(plain, readingAge, { metricLimits: { ukReadingAge: 5 } }));
    expect(strict?.message).toMatch(/ over 5\.$/);
  });

  it('supports a minimum as well as a maximum', () => {
    const atLeast = packWith({ type: 'metric-threshold', metric: 'ukReadingAge', min: 30, minWords: 20 });
    expect(finding(run(plain, atLeast))).toBeDefined();
  });
});

describe('occurrence', () => {
  const pack = packWith(
    { type: 'occurrence', patterns: ['act now', 'hurry'], max: 1 },
    { message: '{count} pressure phrases (max {max}).' },
  );

  it('allows up to max occurrences', () => {
    expect(finding(run('Act now to use your allowance.', pack))).toBeUndefined();
  });

  it('flags more than max, quoting each', () => {
    const f = finding(run('Act now! Hurry, offers end soon.', pack))!;
    expect(f.message).toBe('2 pressure phrases (max 1).');
    expect(f.evidence).toHaveLength(2);
  });

  it('flags fewer than min', () => {
    const min = packWith({ type: 'occurrence', patterns: ['capital at risk'], min: 2 });
    expect(finding(run('Capital at risk.', min))).toBeDefined();
    expect(finding(run('Capital at risk. Capital at risk.', min))).toBeUndefined();
  });
});

describe('rule applicability', () => {
  const pack = packWith(
    { type: 'prohibited-phrase', patterns: ['guaranteed returns'] },
    {
      appliesTo: ['financial-promotion'],
      audiences: ['retail'],
      citation: { provision: 'ESG 4.3.1R', title: 'Anti-greenwashing', inForceFrom: '2024-05-31' },
    },
  );
  const text = 'Guaranteed returns.';

  it('skips rules for other document types and audiences', () => {
    expect(run(text, pack, { documentType: 'aov-report' }).notApplicable).toEqual(['TEST-rule']);
    expect(
      run(text, pack, { documentType: 'financial-promotion', audience: 'professional' }).notApplicable,
    ).toEqual(['TEST-rule']);
    expect(run(text, pack, { documentType: 'financial-promotion' }).findings).toHaveLength(1);
  });

  it('skips rules not yet in force on the asOf date, with a note', () => {
    const result = run(text, pack, { documentType: 'financial-promotion', asOf: '2024-05-30' });
    expect(result.notApplicable).toEqual(['TEST-rule']);
    expect(result.notes).toEqual([{ ruleId: 'TEST-rule', note: 'Not in force until 2024-05-31.' }]);
    expect(
      run(text, pack, { documentType: 'financial-promotion', asOf: '2024-05-31' }).findings,
    ).toHaveLength(1);
  });
});
