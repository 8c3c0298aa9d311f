import { describe, expect, it } from 'vitest';
import { buildDocument, paragraph } from '../analysis/testing/build-document.ts';
import { analyzeDocument } from '../analysis/analyze-document.ts';
import { readFileSync } from 'node:fs';
import { checkDocument, loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '../rules/index.ts';
import { analyzeSdr, isContentsLine } from './analyze-sdr.ts';

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
const one = (text: string) => buildDocument([[paragraph(text)]]);

/** The ESG 4.3.1R rules that fire on a sentence, as Compliance reports them (all packs, as the server runs). */
function complianceVerdict(text: string): string[] {
  return checkDocument(one(text), rulePacks, { documentType: 'financial-promotion' })
    .findings.filter((f) => f.citation === 'ESG 4.3.1R')
    .map((f) => f.ruleId)
    .sort();
}

/** The same, as the SDR view of the analysis reports them. */
function sdrVerdict(text: string): string[] {
  const result = analyzeDocument(one(text), { documentType: 'financial-promotion', rulePacks });
  return (result.sdr?.vagueClaims ?? []).map((v) => v.id).sort();
}

const U = 'ESG4.3.1R-unsubstantiated-claims';
const A = 'ESG4.3.1R-absolute-environmental-claims';
const N = 'ESG4.3.1R-net-zero-without-plan';

// Written for this test: green claims with and without their basis, absolute claims, net zero targets with
// and without a plan, and look-alikes that use the same words about something else.
const SENTENCES: [string, 'flagged' | 'clean'][] = [
  ['Putting your savings here is a greener choice for tomorrow.', 'flagged'],
  ['Our fund invests responsibly so you can feel good about your money.', 'flagged'],
  ['Investing with us helps protect the planet for your grandchildren.', 'flagged'],
  ['Every holding in this portfolio is completely green.', 'flagged'],
  ['The fund is fossil-free.', 'flagged'],
  ['Our pension range is carbon neutral today.', 'flagged'],
  ['We have pledged to reach net zero across all portfolios by 2050.', 'flagged'],
  ['We support the journey to net zero.', 'flagged'],
  [
    'We invest responsibly: the fund excludes companies earning more than 5% of revenue from thermal coal.',
    'clean',
  ],
  [
    'The portfolio is carbon neutral, verified by an independent auditor under PAS 2060 with offsets disclosed.',
    'clean',
  ],
  [
    'We aim for net zero by 2050 and will cut carbon intensity by 50% by 2030 against a 2019 baseline, reporting progress each year.',
    'clean',
  ],
  ['The fund aims to provide a sustainable level of income over five years.', 'clean'],
  ['Green rated holdings are shown in the table on page 4 of the quarterly report.', 'clean'],
  ['Interest rates had a large impact on bond prices this year.', 'clean'],
  ['The fund invests at least 80% in fixed income securities.', 'clean'],
  ['The Example Climate Transition Fund returned 4.2% over the year.', 'clean'],
];

describe('Compliance and the SDR view agree on every ESG 4.3.1R sentence', () => {
  it.each(SENTENCES)('%j (%s)', (text, expected) => {
    const compliance = complianceVerdict(text);
    const sdr = sdrVerdict(text);
    expect(sdr).toEqual(compliance);
    expect(compliance.length > 0 ? 'flagged' : 'clean').toBe(expected);
  });

  it('covers each ESG 4.3.1R rule at least once', () => {
    const fired = new Set(SENTENCES.flatMap(([text]) => complianceVerdict(text)));
    expect([...fired].sort()).toEqual([A, N, U].sort());
  });
});

describe('net zero targets: plan and evidence', () => {
  it('shows a target without a plan, with its quote', () => {
    const text = 'We are committed to net zero by 2040 across the whole fund range.';
    const result = analyzeSdr(one(text), { rulePacks });
    expect(result.netZeroTargets).toEqual([{ page: 1, quote: text, plan: null, progress: null }]);
    expect(result.findings.find((f) => f.id === `sdr.vague-claim.${N}`)).toMatchObject({ quote: text });
  });

  it('finds the plan and the progress beside a target', () => {
    const result = analyzeSdr(
      buildDocument([
        [
          paragraph('We target net zero emissions by 2050.'),
          paragraph('Our interim target is to halve portfolio emissions by 2030.'),
          paragraph('Emissions are already 18% lower than in our 2019 base year.'),
        ],
      ]),
      { rulePacks },
    );
    expect(result.netZeroTargets).toHaveLength(1);
    expect(result.netZeroTargets[0]!.plan?.quote).toContain('interim target');
    expect(result.netZeroTargets[0]!.progress?.quote).toContain('2019 base year');
    expect(result.findings.map((f) => f.id)).not.toContain(`sdr.vague-claim.${N}`);
  });
});

describe('"found" evidence for SDR checklist items is a real sentence about the item', () => {
  it.each([
    'Our sustainability objective ........................ 4',
    '3.2 Sustainability objective and KPIs 12',
    'Sustainability objective',
  ])('a contents line or heading is not evidence: %j', (line) => {
    expect(isContentsLine(line)).toBe(true);
    const result = analyzeSdr(buildDocument([[paragraph(line)]]), { isDisclosure: true, rulePacks });
    expect(result.disclosure.find((d) => d.id === 'objective')!.present).toBe(false);
    expect(result.support.find((s) => s.id === 'objective')!.present).toBe(false);
  });

  it('an unrelated percentage is not the 70% sustainability threshold, nor the policy to meet it', () => {
    const result = analyzeSdr(
      buildDocument([[paragraph('The fund invests at least 80% of its assets in fixed income.')]]),
      { isDisclosure: true, rulePacks },
    );
    expect(result.support.find((s) => s.id === 'threshold-70')!.present).toBe(false);
  });

  it('a sentence about the item is still evidence', () => {
    const text =
      'At least 80% of the fund’s assets are invested in companies that meet our sustainability standard.';
    const result = analyzeSdr(buildDocument([[paragraph(text)]]), { rulePacks });
    expect(result.support.find((s) => s.id === 'threshold-70')!.evidence?.quote).toBe(text);
    expect(isContentsLine('The fund’s sustainability objective is to cut emissions.')).toBe(false);
  });
});
