import { describe, expect, it } from 'vitest';
import { buildDocument, heading, paragraph } from '../analysis/testing/build-document.ts';
import { analyzeAov } from '../aov/analyze-aov.ts';
import { fundAovGrid } from './fund-aov.ts';

const fundText = (name: string, performance: string) => [
  heading(name, 1),
  heading('Performance', 2),
  paragraph(performance),
  heading('Costs and charges', 2),
  paragraph(
    `The ongoing charge of the ${name} is 0.75%. We found the charges are reasonable for the service.`,
  ),
];

const twoFunds = analyzeAov(
  buildDocument([
    [heading('Assessment of Value 2024', 1), paragraph('This report covers the year ended 31 March 2024.')],
    fundText(
      'Alder UK Equity Fund',
      'The fund returned 8.1% over five years, ahead of its benchmark at 6.9%. We concluded performance delivered value.',
    ),
    fundText('Birch Global Bond Fund', 'This section covers performance.'),
  ]),
);

describe(fundAovGrid.name, () => {
  it("takes the fund's own grid from a report on several funds, by its name with generic words aside", () => {
    const grid = fundAovGrid(twoFunds, 'Birch Global Bond')!;
    expect(grid).toMatchObject({ reportFund: 'Birch Global Bond Fund', scope: 'fund', page: 3 });
    expect(grid.considerations).toHaveLength(7);
    expect(grid.considerations.find((c) => c.id === 'performance')!.status).toBe('mentioned');
    const alder = fundAovGrid(twoFunds, 'Alder UK Equity Fund')!;
    const performance = alder.considerations.find((c) => c.id === 'performance')!;
    expect(performance.status).toBe('assessed');
    expect(performance.evidence[0]).toMatchObject({ page: 2 });
  });

  it('finds no grid when a multi-fund report does not cover the fund', () => {
    expect(fundAovGrid(twoFunds, 'Cedar Income Fund')).toBeNull();
    expect(fundAovGrid(twoFunds, 'UK Equity Fund')).toBeNull();
  });

  it("gives a single-fund report's whole grid as the fund's", () => {
    const single = analyzeAov(
      buildDocument([
        [
          heading('Cedar Income Fund: Assessment of Value 2024', 1),
          heading('Performance', 2),
          paragraph('The fund returned 5.2% over five years, ahead of its benchmark at 4.8%.'),
        ],
      ]),
    );
    const grid = fundAovGrid(single, 'Cedar Income')!;
    expect(grid.scope).toBe('report');
    expect(grid.considerations.find((c) => c.id === 'performance')!.status).toBe('assessed');
  });
});
