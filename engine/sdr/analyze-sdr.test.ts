import { describe, expect, it } from 'vitest';
import type { Block } from '../document-model.ts';
import { buildDocument, heading, paragraph, table } from '../analysis/testing/build-document.ts';
import { analyzeSdr, isInName, type SdrResult } from './analyze-sdr.ts';
import { expectEvery } from '#common/testing/expect-every.ts';
import { readFileSync } from 'node:fs';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '../rules/index.ts';

/** The rule packs Clarion ships, read from disk as the server reads them at start-up. */
function shippedRulePacks() {
  return loadRulePacks(
    PACK_FILES.map((file) => ({
      fileName: `${PACKS_DIRECTORY}/${file}`,
      text: readFileSync(new URL(`../../${PACKS_DIRECTORY}/${file}`, import.meta.url), 'utf8'),
    })),
  );
}

const rulePacks = shippedRulePacks();

const doc = (blocks: Block[], title = 'Example Growth Fund – key information') =>
  buildDocument([blocks], { metadata: { title, language: 'en-GB', isTagged: true } });
const ids = (result: SdrResult) => result.findings.map((f) => f.id);
const finding = (result: SdrResult, id: string) => result.findings.find((f) => f.id === id);
const check = (result: SdrResult, id: string) => result.support.find((s) => s.id === id)!;

const FULL_SUPPORT = [
  'The fund’s sustainability objective is to invest in companies whose products help the transition to a low-carbon economy.',
  'At least 70% of the fund’s assets are invested in line with this objective, assessed against a robust, evidence-based standard of sustainability.',
  'We measure progress using key performance indicators, including the weighted average carbon intensity of the portfolio.',
  'Our stewardship approach includes engagement with investee companies and voting at their meetings.',
  'Where a company does not improve, we escalate through our escalation plan, which can end in selling the holding.',
  'Our theory of change explains how the fund’s investments lead to measurable positive outcomes.',
].map((t) => paragraph(t));

describe('label claimed (ESG 4.1.1R)', () => {
  it.each([
    ['Sustainability Focus', 'sustainability-focus'],
    ['Sustainability Improvers', 'sustainability-improvers'],
    ['Sustainability Impact', 'sustainability-impact'],
    ['Sustainability Mixed Goals', 'sustainability-mixed-goals'],
  ])('finds the %s label when the product says it uses it', (name, id) => {
    const result = analyzeSdr(doc([paragraph(`This fund has the ${name} label.`), ...FULL_SUPPORT]));
    expect(result.labelClaimed).toBe(id);
    expect(result.labelName).toBe(name);
    expect(result.labelMentions[0]).toMatchObject({ claimed: true, page: 1 });
    expect(result.labelMentions[0]!.quote).toContain(name);
  });

  it('finds a label given as a heading or a badge line', () => {
    expect(analyzeSdr(doc([heading('Sustainability Improvers', 2), ...FULL_SUPPORT])).labelClaimed).toBe(
      'sustainability-improvers',
    );
    expect(analyzeSdr(doc([paragraph('Label: Sustainability Impact'), ...FULL_SUPPORT])).labelClaimed).toBe(
      'sustainability-impact',
    );
  });

  it('does not take the four labels listed in an explanation as a claim', () => {
    const result = analyzeSdr(
      doc([
        paragraph(
          'The FCA’s labels are Sustainability Focus, Sustainability Improvers, Sustainability Impact and Sustainability Mixed Goals.',
        ),
      ]),
    );
    expect(result.labelClaimed).toBeNull();
    expect(result.labelMentions).toHaveLength(4);
    expectEvery(result.labelMentions, (m) => !m.claimed);
  });

  it('does not take a negated label as a claim', () => {
    const result = analyzeSdr(doc([paragraph('This fund does not use the Sustainability Focus label.')]));
    expect(result.labelClaimed).toBeNull();
  });

  it('does not take "focus" or "impact" in general use for a label', () => {
    const result = analyzeSdr(
      doc([
        paragraph(
          'The fund has a focus on sustainability and considers the impact of rising rates. Our sustainability focus remains on governance.',
        ),
      ]),
    );
    expect(result.labelMentions.filter((m) => m.claimed)).toEqual([]);
    // "sustainability focus" in lower case in running prose names no label either
    expect(result.labelClaimed).toBeNull();
  });

  it('reports a second label claimed', () => {
    const result = analyzeSdr(
      doc([
        paragraph('This fund has the Sustainability Focus label.'),
        paragraph('It also uses the Sustainability Impact label.'),
        ...FULL_SUPPORT,
      ]),
    );
    expect(finding(result, 'sdr.several-labels')).toMatchObject({ severity: 'high', citation: 'ESG 4.1.1R' });
  });
});

describe('support for the label', () => {
  it('finds the objective, the 70% threshold, KPIs and stewardship, with quotes', () => {
    const result = analyzeSdr(
      doc([paragraph('This fund has the Sustainability Focus label.'), ...FULL_SUPPORT]),
    );
    for (const id of ['objective', 'threshold-70', 'standard', 'kpis', 'stewardship']) {
      expect(check(result, id)).toMatchObject({ required: true, present: true });
      expect(check(result, id).evidence!.page).toBe(1);
    }
    expect(check(result, 'threshold-70').evidence!.quote).toContain('At least 70%');
    expect(check(result, 'escalation').required).toBe(false);
    expect(ids(result).filter((id) => id.startsWith('sdr.label-unsupported'))).toEqual([]);
  });

  it('reports each missing element of a claimed label, citing ESG 4.1.1R', () => {
    const result = analyzeSdr(
      doc([
        paragraph('This fund has the Sustainability Improvers label.'),
        paragraph('We aim to grow your money.'),
      ]),
    );
    expect(ids(result)).toEqual(
      expect.arrayContaining([
        'sdr.label-unsupported.objective',
        'sdr.label-unsupported.threshold-70',
        'sdr.label-unsupported.kpis',
        'sdr.label-unsupported.stewardship',
        'sdr.label-unsupported.escalation',
      ]),
    );
    expect(finding(result, 'sdr.label-unsupported.threshold-70')).toMatchObject({
      severity: 'high',
      citation: 'ESG 4.1.1R',
      page: 1,
      message:
        'Sustainability Improvers label claimed, but the text does not state at least 70% of assets invested in line with the sustainability objective',
    });
  });

  it('requires an escalation plan for improvers and a theory of change for impact only', () => {
    const improvers = analyzeSdr(doc([paragraph('This fund has the Sustainability Improvers label.')]));
    const impact = analyzeSdr(doc([paragraph('This fund has the Sustainability Impact label.')]));
    expect(check(improvers, 'escalation').required).toBe(true);
    expect(check(improvers, 'theory-of-change').required).toBe(false);
    expect(check(impact, 'theory-of-change').required).toBe(true);
    expect(check(impact, 'escalation').required).toBe(false);
  });

  it('does not take 70% of something other than assets as the threshold', () => {
    const result = analyzeSdr(doc([paragraph('At least 70% of investors rated our app as easy to use.')]));
    expect(check(result, 'threshold-70').present).toBe(false);
  });

  it('does not take a percentage below 70% as the threshold', () => {
    const result = analyzeSdr(
      doc([paragraph('At least 50% of the fund’s assets are invested in sustainable companies.')]),
    );
    expect(check(result, 'threshold-70').present).toBe(false);
  });
});

describe('sustainability terms without a label (ESG 4.3)', () => {
  it('reports "sustainable" in the product name without a label, noting the scope', () => {
    const result = analyzeSdr(
      doc(
        [heading('L&G PMC Sustainable Property Fund 3', 1), paragraph('The fund invests in UK property.')],
        'Fact sheet',
      ),
    );
    expect(result.names.find((n) => n.name === 'L&G PMC Sustainable Property Fund 3')).toMatchObject({
      restrictedTerms: ['sustainable'],
      page: 1,
    });
    expect(finding(result, 'sdr.restricted-term-in-name')).toMatchObject({
      severity: 'high',
      citation: 'ESG 4.3',
      page: 1,
      quote: 'L&G PMC Sustainable Property Fund 3',
    });
    expect(finding(result, 'sdr.restricted-term-in-name')!.suggestion).toContain('in scope');
  });

  it('reports other terms in a name with lower severity once the product says it has no label', () => {
    const without = analyzeSdr(
      doc(
        [
          heading('Example Responsible Global Equity Fund', 1),
          paragraph('The fund invests in global shares.'),
        ],
        'Fact sheet',
      ),
    );
    expect(finding(without, 'sdr.term-in-name')).toMatchObject({ severity: 'medium' });
    const withStatement = analyzeSdr(
      doc(
        [
          heading('Example Responsible Global Equity Fund', 1),
          paragraph(
            'This product does not have a UK sustainability investment label because it does not have a sustainability objective.',
          ),
        ],
        'Fact sheet',
      ),
    );
    expect(withStatement.noLabelStatement).toMatchObject({ page: 1 });
    expect(finding(withStatement, 'sdr.term-in-name')).toMatchObject({ severity: 'low' });
  });

  it('does not report a labelled product’s name', () => {
    const result = analyzeSdr(
      doc(
        [
          heading('Example Sustainable Leaders Fund', 1),
          paragraph('This fund has the Sustainability Focus label.'),
          ...FULL_SUPPORT,
        ],
        'Fact sheet',
      ),
    );
    expect(ids(result).filter((id) => id.includes('name'))).toEqual([]);
  });

  it('reports marketing that uses sustainability terms without a label or a no-label statement', () => {
    const result = analyzeSdr(
      doc([
        paragraph(
          'We integrate ESG factors into every decision. Our climate research team engages with companies. ESG is at the heart of what we do.',
        ),
      ]),
    );
    expect(result.termCount).toBe(3);
    expect(finding(result, 'sdr.marketing-terms-without-label')).toMatchObject({
      severity: 'medium',
      message:
        'Sustainability terms used 3 times (ESG ×2, climate ×1) with no label and no statement that the product has none',
      page: 1,
    });
  });

  it.each([
    'The fund aims to pay a sustainable income and a sustainable dividend.',
    'The summary risk indicator (SRI) is 4 out of 7. The SRI assumes you keep the product for 5 years.',
    'Quality of service is rated green. Rating: Green.',
    'Rising rates had an impact on returns in the transition period.',
  ])('does not count %j as sustainability marketing', (text) => {
    expect(analyzeSdr(doc([paragraph(text)])).termCount).toBe(0);
  });
});

describe('consumer-facing disclosure contents (ESG 5)', () => {
  const cfd = [
    paragraph(
      'This product does not have a UK sustainability investment label because it does not commit to a sustainability objective.',
    ),
    paragraph(
      'The fund’s sustainability characteristics: it invests in companies with lower carbon emissions than the index.',
    ),
    paragraph(
      'Investment policy and strategy: the fund invests at least 80% in global shares, excluding thermal coal producers.',
    ),
    paragraph('We measure progress using carbon intensity, in tonnes of CO2e per £1m of revenue.'),
    paragraph(
      'What else does the fund invest in? Up to 10% in cash and derivatives for liquidity, which you might not expect.',
    ),
    paragraph('More information is in the pre-contractual disclosure and the sustainability product report.'),
  ];

  it('finds each expected item with its page', () => {
    const result = analyzeSdr(doc(cfd), { isDisclosure: true });
    expect(result.disclosure.map((d) => [d.id, d.present])).toEqual([
      ['label-or-statement', true],
      ['objective', true],
      ['policy-strategy', true],
      ['kpis', true],
      ['unexpected-investments', true],
      ['more-information', true],
    ]);
    expect(ids(result).filter((id) => id.startsWith('sdr.disclosure-missing'))).toEqual([]);
  });

  it('reports missing items in an SDR document, citing ESG 5', () => {
    const result = analyzeSdr(doc([paragraph('Our fund invests in great companies.')]), {
      isDisclosure: true,
    });
    expect(finding(result, 'sdr.disclosure-missing.label-or-statement')).toMatchObject({
      severity: 'high',
      citation: 'ESG 5',
    });
    expect(finding(result, 'sdr.disclosure-missing.unexpected-investments')).toMatchObject({
      severity: 'medium',
    });
  });

  it('does not report disclosure contents for other documents', () => {
    const result = analyzeSdr(doc([paragraph('Our fund invests in great companies.')]));
    expect(ids(result).filter((id) => id.startsWith('sdr.disclosure-missing'))).toEqual([]);
  });
});

describe('vague or unsubstantiated claims (ESG 4.3.1R), decided by the ESG rule pack', () => {
  const UNSUBSTANTIATED = 'ESG4.3.1R-unsubstantiated-claims';
  const ABSOLUTE = 'ESG4.3.1R-absolute-environmental-claims';
  const NET_ZERO = 'ESG4.3.1R-net-zero-without-plan';
  const sdr = (input: Parameters<typeof analyzeSdr>[0]) => analyzeSdr(input, { rulePacks });

  it.each([
    ['Our eco-friendly fund is good for the planet.', ABSOLUTE],
    ['Choose a greener future with our green funds.', UNSUBSTANTIATED],
    ['Your pension can make a positive impact on the world.', UNSUBSTANTIATED],
    ['The portfolio is carbon neutral.', ABSOLUTE],
    ['We are committed to net zero.', NET_ZERO],
  ])('flags %j', (text, id) => {
    const result = sdr(doc([paragraph(text)]));
    expect(finding(result, `sdr.vague-claim.${id}`)).toMatchObject({
      citation: 'ESG 4.3.1R',
      page: 1,
      quote: text,
    });
  });

  it('flags an absolute claim as high severity even with figures nearby', () => {
    const result = sdr(doc([paragraph('This fund is 100% sustainable. It holds 45 companies.')]));
    expect(finding(result, `sdr.vague-claim.${ABSOLUTE}`)).toMatchObject({ severity: 'high' });
  });

  it.each([
    'The fund targets net zero emissions by 2050. It cuts carbon intensity by 7% a year and votes against boards without transition plans.',
    'Our green bond holdings finance projects verified under the ICMA Green Bond Principles standard.',
    'We aim for a positive impact on the planet. We measure it with three KPIs: tonnes of CO2 avoided, MW of renewable capacity and people given clean water.',
  ])('does not flag a claim substantiated in the same or the next sentence: %j', (text) => {
    const result = sdr(doc([paragraph(text)]));
    expect(ids(result).filter((id) => id.startsWith('sdr.vague-claim'))).toEqual([]);
  });

  it('does not flag a fund’s name as a claim each time it recurs', () => {
    const result = sdr(
      doc([paragraph('The Baillie Gifford Positive Change Fund invests in companies worldwide.')]),
    );
    expect(result.vagueClaims).toEqual([]);
    expect(isInName('The Baillie Gifford Positive Change Fund invests', 21, 'Positive Change')).toBe(true);
  });

  it('counts repeated claims once, with the first page', () => {
    const result = sdr(
      buildDocument([
        [paragraph('Our eco-friendly approach.')],
        [paragraph('Another eco-friendly promise.')],
      ]),
    );
    expect(result.vagueClaims.filter((v) => v.id === ABSOLUTE)).toEqual([
      expect.objectContaining({ id: ABSOLUTE, count: 2, page: 1 }),
    ]);
    expect(finding(result, `sdr.vague-claim.${ABSOLUTE}`)!.message).toContain('(2 times)');
  });

  it('says anti-greenwashing was not checked when no rule pack is given (not "none found")', () => {
    const result = analyzeSdr(doc([paragraph('The portfolio is carbon neutral.')]));
    expect(result.greenClaimsChecked).toBe(false);
    expect(sdr(doc([paragraph('The portfolio is carbon neutral.')])).greenClaimsChecked).toBe(true);
  });
});

describe(analyzeSdr.name, () => {
  it('gives every finding a citation, a suggestion and an ESG provision, and is deterministic', () => {
    const input = doc([
      heading('Example Sustainable Impact Fund', 1),
      paragraph('Our eco-friendly fund has the Sustainability Impact label.'),
      table([['ESG score', 'Green']]),
    ]);
    const result = analyzeSdr(input, { isDisclosure: true });
    expect(result.findings.length).toBeGreaterThan(3);
    for (const f of result.findings) {
      expect(f.id).toMatch(/^sdr\./);
      expect(f.citation).toMatch(/^ESG [45]/);
      expect(f.suggestion.length).toBeGreaterThan(10);
    }
    expect(analyzeSdr(input, { isDisclosure: true })).toEqual(result);
  });
});
