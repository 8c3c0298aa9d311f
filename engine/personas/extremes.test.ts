// A superlative question ("its worst year", "its biggest holding") is answered by the table's extreme figure,
// which no sentence states in the question's words.
import { describe, expect, it } from 'vitest';
import { documentFromText } from '../rules/testing/build-document.ts';
import { simulateInterview } from './simulate.ts';
import { QA_PANEL } from './testing/qa-personas.ts';
import { extremeAsked } from './extremes.ts';

// A beginner of the QA panel: a superlative is answered whatever the reader's knowledge.
const persona = QA_PANEL[0]!;

const factsheet = documentFromText(
  [
    '# Discrete calendar years (%)',
    '| Year | Fund | Comparator |\n| 2024 | 11.3 | 19.6 |\n| 2023 | 9.8 | 15.3 |\n| 2022 | -18.7 | -8.1 |\n| 2021 | 16.2 | 19.6 |',
    '# Top holdings (%)',
    '| Holding | Weight |\n| Apple | 4.8 |\n| Microsoft | 5.9 |\n| Novo Nordisk | 3.7 |\n| Total | 14.4 |',
  ].join('\n\n'),
);

describe('superlative questions', () => {
  it('reads which extreme is asked, and not "on top", "top up" or "the most recent"', () => {
    expect(extremeAsked('What was its worst year?')).toBe('min');
    expect(extremeAsked('Which company is its biggest holding?')).toBe('max');
    expect(extremeAsked('Which companies does it hold the most of?')).toBe('max');
    expect(extremeAsked('How much do the funds cost on top?')).toBeNull();
    expect(extremeAsked('Can I top up my ISA?')).toBeNull();
    expect(extremeAsked('How did it do in the most recent year?')).toBeNull();
    expect(extremeAsked('What is the smallest amount I can start with?')).toBeNull();
  });

  it("answers the fund's worst year and the biggest holding from the tables, not a total or the comparator", () => {
    const [worst, biggest] = simulateInterview(factsheet, persona, [
      { id: null, category: 'performance', text: 'What was its worst year?' },
      { id: null, category: 'purpose', text: "What's the biggest holding?" },
    ]).transcript;
    expect(worst!.causes).not.toContain('facts-missing');
    expect(worst!.evidence[0]!.quote).toMatch(/^2022\b.*: -18\.7$/);
    expect(biggest!.evidence[0]!.quote).toMatch(/Microsoft/);
  });
});
