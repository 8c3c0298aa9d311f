import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDocument } from './check-document.ts';
import { loadRulePacks } from './load-packs.ts';
import { documentFromText } from './testing/build-document.ts';

const [pack] = loadRulePacks([
  {
    fileName: 'engine/rules/packs/fund-factsheets.yaml',
    text: readFileSync(new URL('./packs/fund-factsheets.yaml', import.meta.url), 'utf8'),
  },
]);

const FACTSHEET = [
  '# Example Growth Fund - Factsheet 31 March 2025',
  '# Fund objective',
  'The fund aims to grow your money over at least five years by investing in the shares of UK companies.',
  '# Fund facts',
  '| Launch date | 12 May 2015 |\n| Fund size | £120m |\n| Ongoing charges figure (OCF) | 0.85% |',
  '# Discrete performance (%)',
  '| 12 months to 31 March | 2021 | 2022 | 2023 | 2024 | 2025 |\n| Fund | 20.1 | 3.2 | -4.0 | 6.5 | 8.8 |',
  'Source: FE fundinfo. Past performance is not a reliable indicator of future results.',
  '# Key risks',
  'The fund holds shares of overseas companies, so changes in exchange rates can make its value fall or rise.',
].join('\n\n');

/** Checked two weeks after the factsheet's date, inside its reporting period. */
function check(text: string, checkDate = '2025-04-15') {
  return checkDocument(documentFromText(text), [pack!], { documentType: 'financial-promotion', checkDate });
}

function findingOf(text: string, ruleId: string) {
  return check(text).findings.find((f) => f.ruleId === ruleId);
}

describe('fund factsheet rules', () => {
  it('pass a factsheet with its date, objective, charge figure, key risks and five annual periods', () => {
    const result = check(FACTSHEET);
    expect(result.findings).toEqual([]);
    expect(result.passed).toHaveLength(6);
    expect(result.notes).toEqual([
      {
        ruleId: 'COBS4.2.1R-factsheet-out-of-date',
        note: 'Dated 2025-03-31; it stays current until 2025-06-30.',
      },
    ]);
  });

  it('finds a factsheet still in use more than a quarter after its date, citing COBS 4.2.1R', () => {
    const finding = check(FACTSHEET, '2025-07-01').findings.find(
      (f) => f.ruleId === 'COBS4.2.1R-factsheet-out-of-date',
    );
    expect(finding?.citation).toBe('COBS 4.2.1R');
    expect(finding?.message).toContain('dated 2025-03-31, more than 3 months before the check (2025-07-01)');
    expect(check(FACTSHEET, '2025-06-30').findings).toEqual([]);
  });

  it.each([
    [
      'COBS4.5.2R-factsheet-date',
      '# Example Growth Fund - Factsheet 31 March 2025',
      '# Example Growth Fund - Factsheet',
    ],
    [
      'COBS4.5.2R-fund-objective',
      '# Fund objective\n\nThe fund aims to grow your money',
      '# About us\n\nWe like to grow money',
    ],
    [
      'COBS4.5.2R-fund-specific-risks',
      'so changes in exchange rates can make its value fall or rise',
      'so its value can fall or rise',
    ],
    [
      'PRIN2A.5.3R-ongoing-charge-figure',
      '| Ongoing charges figure (OCF) | 0.85% |',
      '| Ongoing charges figure (OCF) | see the prospectus |',
    ],
  ])('%s finds a factsheet without it', (ruleId, remove, replaceWith) => {
    const text = FACTSHEET.replace(remove, replaceWith);
    expect(text).not.toBe(FACTSHEET);
    expect(findingOf(text, ruleId)).toBeDefined();
  });

  it('finds three annual periods for a fund launched ten years ago, quoting the years', () => {
    const text = FACTSHEET.replace('| 2021 | 2022 | 2023 | 2024 | 2025 |', '| 2023 | 2024 | 2025 |');
    const finding = findingOf(text, 'COBS4.6.2R-five-annual-periods');
    expect(finding?.message).toContain('shown for 3 12-month periods (3 years, 2023–2025); at least 5');
    expect(finding?.evidence[0]?.quote).toContain('2023 | 2024 | 2025');
  });

  it('accepts fewer annual periods when the fund was launched since', () => {
    const text = FACTSHEET.replace('| 2021 | 2022 | 2023 | 2024 | 2025 |', '| 2023 | 2024 | 2025 |').replace(
      '12 May 2015',
      '12 May 2022',
    );
    const result = check(text);
    expect(result.findings).toEqual([]);
    expect(result.notes.map((n) => n.note)).toContain(
      'Fewer years shown because the fund was launched in 2022.',
    );
  });

  it('does not take a glossary entry or "after the charge" for a charge without its figure', () => {
    const text = `${FACTSHEET}\n\n---page---\n\n# Glossary\n\nFund management charge (FMC) This charge covers the cost of managing the fund.\n\nPerformance is shown after the fund management charge.`;
    expect(findingOf(text, 'PRIN2A.5.3R-ongoing-charge-figure')).toBeUndefined();
  });

  it('does not ask a general promotion, which presents no single fund, for fund details', () => {
    const result = check(
      '# Why save in a Junior ISA?\n\nA Junior ISA lets you save tax-free for your child. Investments can fall as well as rise.',
    );
    expect(result.findings).toEqual([]);
    expect(result.notes).toHaveLength(6);
    expect(result.notApplicable).toContain('COBS4.2.1R-factsheet-out-of-date');
  });
});
