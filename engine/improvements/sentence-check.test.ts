import { describe, expect, it } from 'vitest';
import { expectEvery, expectNone } from '#common/testing/expect-every.ts';
import { isSentence, sentenceProblem } from './sentence-check.ts';

describe('sentenceProblem', () => {
  it('accepts sentences with a subject and a verb, an instruction, and a condition with its main clause', () => {
    expectEvery(
      [
        'The fund invests in equities (shares of companies).',
        'MSCI bears no liability with respect to any such funds.',
        'He is a member of the CFA Society of the UK.',
        'These take account of credit quality.',
        'This means that the fund manager may deviate from the benchmark.',
        'If you have any questions regarding its contents, please speak to the Trustees.',
        'Please speak to your financial adviser.',
      ],
      isSentence,
      7,
    );
  });

  it('refuses the fragments a careless split leaves (issue #17)', () => {
    expectNone(
      [
        '; in the chart.',
        'in the chart.',
        'The annualised percentage change over three and five years.',
        'A summary of significant accounting policies and other explanatory notes to the financial statements.',
        'If published after such Annual Report.',
        'If, based on the work we have performed, we conclude that there is a misstatement.',
        'MSCI is a service mark of MSCI, or its affiliates,.',
        '(the difference in price that a fund can be bought and sold at.',
        'Any costs of legal proceedings unless such costs are caused by negligent conduct.',
        'That Third Platform Services will disclose to each client that aggregation may work to its disadvantage.',
      ],
      isSentence,
      10,
    );
  });

  it('says why a text is refused', () => {
    expect(sentenceProblem('; in the chart.')).toMatch(/lowercase word or punctuation/);
    expect(sentenceProblem('The annualised percentage change over five years.')).toMatch(/subject and verb/);
    expect(sentenceProblem('If published after such Annual Report.')).toMatch(/no main clause/);
    expect(sentenceProblem('It was cut,.')).toMatch(/stray punctuation/);
    expect(sentenceProblem('The spread (the difference in price.')).toMatch(/brackets/);
  });
});
