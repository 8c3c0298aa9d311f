import { describe, expect, it } from 'vitest';
import { CheckContext } from './checks.ts';
import { DocumentIndex } from './document-index.ts';
import { checkSchema, type YearSeriesCheck } from './schema.ts';
import { documentFromText } from './testing/build-document.ts';
import { yearSeriesCheck } from './year-series-check.ts';

function run(text: string, check: Record<string, unknown>) {
  const parsed = checkSchema.parse({ type: 'year-series', ...check }) as YearSeriesCheck;
  return yearSeriesCheck(new CheckContext(new DocumentIndex(documentFromText(text)), 10), parsed);
}

describe(yearSeriesCheck.name, () => {
  it('reads a table row of years, descending', () => {
    const outcome = run('| 12 months to 30 June | 2024 | 2023 | 2022 | 2021 | 2020 |', { min: 6 });
    expect(outcome).toMatchObject({ status: 'finding', values: { value: 5, detail: '5 years, 2020–2024' } });
  });

  it('joins chart labels extracted as separate lines on the same page', () => {
    const text = '2011 2012 2013 2014 2015 2016 2017\n\n3.5 -3.0\n\n2018 2019 2020';
    expect(run(text, { max: 9 })).toMatchObject({ values: { value: 10, detail: '10 years, 2011–2020' } });
    // A pass quotes the run it read (issue 30: a passed rule carries its evidence).
    expect(run(text, { max: 10 })).toEqual({
      status: 'passed',
      basis: '10 consecutive years shown (2011–2020).',
      evidence: [
        { page: 1, quote: '2011 2012 2013 2014 2015 2016 2017' },
        { page: 1, quote: '2018 2019 2020' },
      ],
    });
  });

  it('does not join years on another page or that do not continue the run', () => {
    expect(run('2011 2012 2013\n\n---page---\n\n2014 2015', { min: 4 })).toMatchObject({
      values: { value: 3 },
    });
    expect(run('2011 2012 2013\n\n2016 2017', { min: 4 })).toMatchObject({ values: { value: 3 } });
  });

  it('does not read years in prose as a run', () => {
    const prose =
      'The assets managed by the group in the UK, the US and Asia (2018- 2019 only) are included.';
    expect(run(`${prose}\n\n2023 2024`, { min: 3 })).toMatchObject({ values: { value: 2 } });
    expect(run(prose, { min: 1 })).toMatchObject({ values: { value: 0 } });
  });

  it('does not read dates or a single year as a run', () => {
    expect(run('Launched on 31 December 2019. Data as at 30 June 2024.', { min: 1 })).toMatchObject({
      status: 'finding',
      values: { value: 0, detail: 'no years shown' },
    });
  });

  it('passes when its condition does not arise, or a statement stands in for the run', () => {
    expect(
      run('A fund with no performance shown.', { min: 5, onlyIf: ['/\\bperformance\\s*\\(%\\)/i'] }),
    ).toMatchObject({
      status: 'passed',
      note: 'No year-by-year performance is shown in this document.',
    });
    expect(
      run('There is insufficient data to show past performance.', { min: 1, unless: ['insufficient data'] }),
    ).toEqual({
      status: 'passed',
      evidence: [{ page: 1, quote: 'There is insufficient data to show past performance.' }],
    });
  });

  it('needs max or min', () => {
    expect(() => checkSchema.parse({ type: 'year-series' })).toThrow(/Give max or min/);
  });
});
