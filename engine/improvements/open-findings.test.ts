import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '../rules/load-packs.ts';
import { checkDocument } from '../rules/index.ts';
import { documentFromText } from '../rules/testing/build-document.ts';
import { suggestImprovements } from './suggest-improvements.ts';
import type { OpenFinding } from './types.ts';

const rulePacks = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(new URL(`../rules/packs/${file}`, import.meta.url), 'utf8'),
  })),
);

/** A promotion missing its past-performance warning, with a long sentence and a passive. */
const PROMOTION = `# The Example Growth Fund

The fund invests mainly in the shares of large companies listed on the London Stock Exchange, and we aim to grow the value of your money over any period of five years or more for you.

The fees are charged by the fund manager. Capital at risk. The value of your investment can go down as well as up.

# Performance

The fund returned 12% over the past year.`;

const doc = documentFromText(PROMOTION);
const check = checkDocument(doc, rulePacks, { documentType: 'financial-promotion', inferDocumentType: true });
const asOpen = (ruleIds: string[]): OpenFinding[] =>
  check.findings
    .filter((f) => ruleIds.includes(f.ruleId))
    .map((f) => ({
      ruleId: f.ruleId,
      title: f.title,
      citation: f.citation,
      severity: f.severity,
      evidence: f.evidence.map((e) => ({ page: e.page, quote: e.quote })),
      checkId: 'check-7',
    }));

const PAST = 'COBS4.6.2R-past-performance-warning';

describe('fixes for the open findings of the latest check', () => {
  it('come first, linked to the finding’s rule and check', () => {
    expect(check.findings.map((f) => f.ruleId)).toContain(PAST);
    const result = suggestImprovements(doc, {
      documentType: 'financial-promotion',
      rulePacks,
      openFindings: asOpen([PAST]),
    });
    const [first, ...rest] = result.suggestions;
    expect(first).toMatchObject({
      type: 'add-warning',
      addresses: { kind: 'rule', id: PAST, finding: { checkId: 'check-7' } },
    });
    expect(first!.impact!.fixedRules).toContain(PAST);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.filter((s) => s.addresses.finding)).toEqual([]);
    expect(result.unfixedFindings).toEqual([]);
  });

  it('leave a finding the reviewer dismissed alone, and name those no wording fixes', () => {
    const dismissed = suggestImprovements(doc, {
      documentType: 'financial-promotion',
      rulePacks,
      openFindings: [],
    });
    expect(dismissed.suggestions.map((s) => s.addresses.id)).not.toContain(PAST);
    const layout: OpenFinding = {
      ruleId: 'EXAMPLE-layout',
      title: 'Risk warning as prominent as the benefits',
      citation: 'COBS 4.5.2R',
      severity: 'high',
      evidence: [],
    };
    const result = suggestImprovements(doc, {
      documentType: 'financial-promotion',
      rulePacks,
      openFindings: [layout],
    });
    expect(result.unfixedFindings).toEqual([{ ruleId: 'EXAMPLE-layout', title: layout.title }]);
  });
});
