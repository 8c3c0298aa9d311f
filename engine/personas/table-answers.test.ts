// Facts a factsheet gives only in tables, asked in everyday words (issue 27): a figure is read with its row and
// column labels, a table of figures by period is read as returns, "last year" is the newest year's figure, and
// a dash is no figure. The document is written here in the shape of the L&G and plain factsheets; the outside
// QA set (bench/persona-qa.ts) measures the same on documents nobody here wrote.
import { describe, expect, it } from 'vitest';
import { inferCategory } from '#common/personas.ts';
import { answerTypeOf } from './answer-types.ts';
import { DocumentProfile, simulateInterview } from './simulate.ts';
import { markdownDocument } from './testing/markdown-document.ts';
import { QA_PANEL } from './testing/qa-personas.ts';

const FACTSHEET = markdownDocument(`# Example Global Growth Fund

## About the fund

The fund aims to grow your money over at least five years by investing in companies around the world.

## Discrete calendar years (%)

| Year | Fund | Comparator |
|---|---|---|
| 2024 | 11.3 | 19.6 |
| 2023 | 9.8 | 15.3 |
| 2022 | -18.7 | -8.1 |

## Where the money is invested

| Country | Weighting |
|---|---|
| United States | 61.5 |
| United Kingdom | 6.1 |
| Japan | 5.2 |

## Cumulative

| 12 months to 30 September | 2024 | 2023 | 2022 |
|---|---|---|---|
| Fund | 21.85 | 8.57 | - |
`);

const profile = new DocumentProfile(FACTSHEET);
const ask = (text: string) =>
  simulateInterview(profile, QA_PANEL[0]!, [{ id: 'q', category: inferCategory(text), text }]).transcript[0]!;
const said = (item: ReturnType<typeof ask>) => [item.answer, ...item.evidence.map((e) => e.quote)].join(' ');

describe('answers a factsheet gives in its tables', () => {
  it('reads "what\'s the …" as asking for an amount', () => {
    expect(answerTypeOf("What's the smallest amount I can start with?")?.id).toBe('amount');
    expect(answerTypeOf('What’s the yearly fee?')?.id).toBe('amount');
  });

  it('answers "last year" with the newest calendar year of a table of returns', () => {
    const item = ask('How did it do last year?');
    expect(item.causes ?? []).not.toContain('facts-missing');
    expect(said(item)).toMatch(/11\.3/);
  });

  it('finds a country named by its people in a table of weightings', () => {
    const item = ask('How much of the money is in American companies?');
    expect(item.causes ?? []).not.toContain('facts-missing');
    expect(said(item)).toMatch(/61\.5/);
  });

  it('reads a figure with its row label and the corner label of its column', () => {
    const item = ask('How much did it make in the year to September 2023?');
    expect(item.causes ?? []).not.toContain('facts-missing');
    expect(said(item)).toMatch(/8\.57/);
  });

  it('takes a dash for no figure: the period it stands for is not answered', () => {
    const item = ask('How much did it make in the year to September 2022?');
    expect(said(item)).not.toMatch(/2022[^|]*: -(?!\d)/);
    expect(item.causes ?? []).toContain('facts-missing');
  });

  it('reads "over the past year" as the last year, "past" naming the period and not the topic', () => {
    const item = ask('What did the fund return over the past year?');
    expect(item.causes ?? []).not.toContain('facts-missing');
    expect(said(item)).toMatch(/11\.3/);
  });

  it('says the document does not give a period whose column holds a dash', () => {
    const young = new DocumentProfile(
      markdownDocument(`# Young Fund

## Performance (%)

| Period | 1 year | 3 years | 5 years |
|---|---|---|---|
| Fund | 8.9 | - | - |
`),
    );
    const item = simulateInterview(young, QA_PANEL[0]!, [
      { id: 'q', category: 'performance', text: 'What has it returned over the past three years?' },
    ]).transcript[0]!;
    expect(item.causes ?? []).toContain('facts-missing');
    expect(said(item)).not.toMatch(/3 years: -/);
  });

  it('reads "how up to date is this information?" as asking for a date', () => {
    expect(answerTypeOf('How up to date is this information?')?.id).toBe('date');
    expect(answerTypeOf('How current is this guide?')?.id).toBe('date');
    expect(answerTypeOf('How old do I have to be?')?.id).toBe('age');
  });
});
