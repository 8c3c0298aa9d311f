// Assessed, not headed: a consideration counts as assessed only when the text about it carries substance
// (figures, a comparison or a stated conclusion), wherever the report puts it and whatever it calls it.
import { describe, expect, it } from 'vitest';
import { buildDocument, heading, paragraph } from '../analysis/testing/build-document.ts';
import { analyzeAov, type AovResult } from './analyze-aov.ts';
import { CONSIDERATIONS } from './considerations.ts';

const statuses = (result: AovResult) =>
  Object.fromEntries(result.considerations.map((c) => [c.id, c.status]));

describe('a report with the seven COLL headings and placeholder text under each', () => {
  const placeholders = [
    'This section covers the quality of service we provide to unitholders.',
    'To be completed.',
    'This section sets out our review of the costs of the authorised fund manager.',
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
    'Comparable market rates.',
    'TBC',
    'This section describes the classes of units in the fund.',
  ];
  const doc = buildDocument([
    [
      heading('Assessment of Value', 1),
      ...CONSIDERATIONS.flatMap((c, i) => [heading(c.name, 2), paragraph(placeholders[i]!)]),
    ],
  ]);
  const result = analyzeAov(doc);

  it('marks every consideration as mentioned only, none as assessed', () => {
    expect(result.overall.assessedCount).toBe(0);
    for (const c of result.considerations) {
      expect(c, c.id).toMatchObject({ status: 'mentioned', headingFound: true, assessed: false });
    }
  });

  it('raises a finding for each heading without an assessment', () => {
    const ids = result.findings.map((f) => f.id);
    for (const c of CONSIDERATIONS) {
      expect(
        ids.some((id) => id.endsWith(`.${c.id}`) && /not-assessed|empty-heading|mentioned-only/.test(id)),
        c.id,
      ).toBe(true);
    }
  });
});

describe('a plain-language assessment of value under its own headings', () => {
  const doc = buildDocument([
    [
      heading('Is the Riverside Balanced Fund good value? Our review for the year ended 31 March 2024', 1),
      heading('How well we looked after you', 2),
      paragraph(
        'We answered 96% of your calls within a minute and resolved 9 in 10 complaints within a week. Our administrator made two pricing errors in the year, both corrected at no cost to you. We think the help you got was good.',
      ),
      heading('What you earned', 2),
      paragraph(
        'Over five years the fund grew by 31% after all charges, against 27% for the mix of shares and bonds it aims to beat. In the last twelve months it returned 4.1% against 5.0%, so it fell behind this year. Taken over the five years it aims for, we concluded it met its objective.',
      ),
      heading('What it costs us to run the fund', 2),
      paragraph(
        'We looked at what we pay the depositary, the auditor and our own investment team, and what we charge you. You pay 0.62% a year in total. We found each charge reasonable for the work it pays for.',
      ),
      heading('Bigger fund, lower price', 2),
      paragraph(
        'As the fund grew past £500m we cut the annual charge by 0.05% for everyone. Savings from our size are passed on to you, and we will cut the charge again at £1bn.',
      ),
      heading('How our fees compare', 2),
      paragraph(
        'We set our 0.62% ongoing charge beside 40 similar funds run by other firms: the middle of that group charges 0.71%, so ours is cheaper than most. We are comfortable the price is fair.',
      ),
      heading('What our pension-scheme customers pay', 2),
      paragraph(
        'Large pension schemes that hire us to run the same strategy pay 0.35%, but they do their own record-keeping and reporting. We think the gap is justified by the extra work we do for you.',
      ),
      heading('Are you in the right version of the fund?', 2),
      paragraph(
        'About 800 of you still hold the older R version, which costs 0.25% more than the C version with the same rights. We will move you to the cheaper C version free of charge in June.',
      ),
    ],
  ]);
  const result = analyzeAov(doc);

  it('finds at least six of the seven considerations assessed from what the text says', () => {
    expect(result.overall.assessedCount, JSON.stringify(statuses(result))).toBeGreaterThanOrEqual(6);
  });

  it('reads the charges-against-similar-funds paragraph as comparable market rates', () => {
    const market = result.considerations.find((c) => c.id === 'comparable-market-rates')!;
    expect(market).toMatchObject({ status: 'assessed', headingFound: false });
    expect(market.evidence.some((e) => e.quote.includes('40 similar funds'))).toBe(true);
  });

  it('reads the period stated in the title', () => {
    expect(result.assessmentPeriod?.period).toBe('year ended 31 March 2024');
  });
});

describe('a report on two funds', () => {
  const fundText = (name: string, perf: string) => [
    heading(name, 1),
    heading('Performance', 2),
    paragraph(perf),
    heading('Costs and charges', 2),
    paragraph(
      `The ongoing charges figure of the ${name} is 0.75%. We found the charges are reasonable for the service provided.`,
    ),
  ];
  const doc = buildDocument([
    [
      heading('Assessment of Value 2024', 1),
      paragraph('This report covers the assessment period 1 April 2023 to 31 March 2024.'),
    ],
    fundText(
      'Alder UK Equity Fund',
      'The fund returned 8.1% over five years, ahead of its benchmark at 6.9%. We concluded performance delivered value.',
    ),
    [
      ...fundText('Birch Global Bond Fund', 'This section covers performance.'),
      heading('Share classes', 2),
      paragraph(
        'The Class A Acc shares cost 0.30% more than the I GBP Inc shares, which carry the same rights. We concluded this is not value for Class A Acc holders and will convert them.',
      ),
    ],
  ]);
  const result = analyzeAov(doc);

  it('gives a grid per fund, with the fund names as written', () => {
    expect(result.fundGrids.map((g) => g.fund)).toEqual(['Alder UK Equity Fund', 'Birch Global Bond Fund']);
    expect(result.fundGrids.map((g) => g.page)).toEqual([2, 3]);
  });

  it('assesses each fund on its own text', () => {
    const [alder, birch] = result.fundGrids;
    const perf = (g: typeof alder) => g!.considerations.find((c) => c.id === 'performance')!.status;
    expect(perf(alder)).toBe('assessed');
    expect(perf(birch)).toBe('mentioned');
    expect(birch!.considerations.find((c) => c.id === 'classes-of-units')!.status).toBe('assessed');
    expect(alder!.considerations.find((c) => c.id === 'classes-of-units')!.status).toBe('not-found');
    expect(birch!.shareClasses).toEqual(expect.arrayContaining(['Class A Acc', 'I GBP Inc']));
  });

  it('keeps the document-level grid as the summary and names both funds', () => {
    expect(result.considerations.find((c) => c.id === 'performance')!.status).toBe('assessed');
    expect(result.funds.map((f) => f.name)).toEqual(['Alder UK Equity Fund', 'Birch Global Bond Fund']);
    expect(result.assessmentPeriod?.period).toBe('1 April 2023 to 31 March 2024');
  });
});

describe('a report with a section per share class', () => {
  const doc = buildDocument([
    [
      heading('Cedar Income Fund: Assessment of Value 2024', 1),
      paragraph(
        'The fund returned 5.2% over five years, ahead of its benchmark at 4.8%. We concluded it provides value.',
      ),
      heading('Class A Acc', 2),
      paragraph(
        'Holders of Class A Acc pay 1.05%, 0.40% more than the cheaper Class C Acc with the same rights. We will convert them in May.',
      ),
      heading('Class C Acc', 2),
      paragraph('To be completed.'),
    ],
  ]);
  const result = analyzeAov(doc);

  it('gives a grid per share class, each assessed on its own section', () => {
    expect(result.fundGrids.map((g) => [g.fund, g.shareClass])).toEqual([
      ['Cedar Income Fund', 'Class A Acc'],
      ['Cedar Income Fund', 'Class C Acc'],
    ]);
    const classes = (i: number) =>
      result.fundGrids[i]!.considerations.find((c) => c.id === 'classes-of-units')!;
    expect(classes(0).status).toBe('assessed');
    expect(classes(1).status).not.toBe('assessed');
  });
});

describe('boilerplate is not an assessment', () => {
  it('never takes a "fair, balanced and understandable" statement as the performance conclusion', () => {
    const doc = buildDocument([
      [
        heading('Annual report', 1),
        paragraph(
          'The Board of Directors considers that the annual report and accounts, taken as a whole, is fair, balanced and understandable and provides the information necessary for shareholders to assess the company’s position, performance, business model and strategy.',
        ),
        paragraph('The fund returned 2.1% in the year against 2.3% for its benchmark.'),
      ],
    ]);
    const performance = analyzeAov(doc).considerations.find((c) => c.id === 'performance')!;
    expect(performance.conclusion?.quote ?? '').not.toMatch(/fair, balanced/);
    expect(performance.evidence.map((e) => e.quote).join(' ')).not.toMatch(/fair, balanced/);
    expect(performance.status).toBe('assessed');
  });
});
