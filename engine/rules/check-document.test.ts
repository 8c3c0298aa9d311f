import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDocument, RULES_ENGINE_VERSION } from './check-document.ts';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from './load-packs.ts';
import { documentFromText } from './testing/build-document.ts';

const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(new URL(`./packs/${file}`, import.meta.url), 'utf8'),
  })),
);
const ruleCount = packs.reduce((n, p) => n + p.rules.length, 0);

const COMPLIANT = `# The Example UK Equity Fund

This fund puts your money into shares of large UK companies. It aims to grow your money over five years or more.
The price of shares goes up and down. You could get back less than you put in. We charge 0.5% a year to run the fund.
That is £5 a year for every £1,000 you invest. You can take your money out on any working day. We will send you a
statement twice a year. Call us if you have any questions. We are happy to help.

Capital at risk. The value of your investment can go down as well as up.

Issued by Example Asset Management Limited, which is authorised and regulated by the Financial Conduct Authority.`;

const PROBLEMS = `# Why invest?

With us your returns are guaranteed. We are the best fund manager in the UK.

---page---

Our fund returned 14% last year. Invest in our ISA for tax-free growth.`;

describe(checkDocument.name, () => {
  it('counts one sentence in the singular and several in the plural', () => {
    const one = checkDocument(documentFromText('Act now: this offer closes at midnight.'), packs, {
      documentType: 'financial-promotion',
    });
    expect(one.findings.find((f) => f.ruleId === 'COBS4.2.1R-urgency-pressure')?.message).toMatch(
      /^Pressure to act quickly \(1 sentence\):/,
    );
    const two = checkDocument(
      documentFromText('Act now: this offer closes at midnight.\n\nHurry, only three places are left.'),
      packs,
      { documentType: 'financial-promotion' },
    );
    expect(two.findings.find((f) => f.ruleId === 'COBS4.2.1R-urgency-pressure')?.message).toMatch(
      /^Pressure to act quickly \(2 sentences\):/,
    );
  });

  it('gives green to a compliant promotion and lists every rule it checked', () => {
    const result = checkDocument(documentFromText(COMPLIANT), packs, { documentType: 'financial-promotion' });
    expect(result.findings).toEqual([]);
    expect(result.rag).toBe('green');
    expect(result.engineVersion).toBe(RULES_ENGINE_VERSION);
    expect(result.passed.length + result.notApplicable.length).toBe(ruleCount);
    expect(result.passed.find((p) => p.ruleId === 'COBS4.5.2R-capital-at-risk')).toEqual({
      ruleId: 'COBS4.5.2R-capital-at-risk',
      ruleVersion: '4',
      title: 'Capital at risk - the value can fall as well as rise',
      citation: 'COBS 4.5.2R(2)',
      severity: 'high',
      // What satisfied it: the warning itself, quoted with its page.
      evidence: [
        { page: 1, quote: 'The price of shares goes up and down.' },
        { page: 1, quote: 'You could get back less than you put in.' },
        { page: 1, quote: 'Capital at risk.' },
      ],
      basis: 'Found on page 1.',
    });
    // A rule that objects to something, and found none, says what it looked for and over how many pages.
    expect(result.passed.find((p) => p.ruleId === 'COBS4.2.1R-absolute-claims')).toMatchObject({
      evidence: [],
      basis:
        'None found in 1 page: a claim that returns or capital are certain, guaranteed, safe or cannot be lost.',
    });
    for (const p of result.passed) expect(p.basis.length, p.ruleId).toBeGreaterThan(10);
    // Every rule that did not apply says why.
    expect(result.notApplicableReasons.map((r) => r.ruleId)).toEqual(result.notApplicable);
    expect(result.notApplicableReasons.find((r) => r.ruleId === 'UCITS583-kii-title')?.note).toBe(
      'Document type: the rule is for UCITS KII only; this document is checked as Financial Promotion.',
    );
    expect(result.packs).toEqual([
      { id: 'cobs-4', version: '1.10.0' },
      { id: 'risk-warnings', version: '1.3.0' },
      { id: 'consumer-duty', version: '1.0.0' },
      { id: 'esg-sdr', version: '1.9.0' },
      { id: 'priips-ucits', version: '1.2.0' },
      { id: 'fund-factsheets', version: '1.1.0' },
    ]);
  });

  it('gives red with a high finding, findings ordered by severity, each cited, quoted and with a fix', () => {
    const result = checkDocument(documentFromText(PROBLEMS), packs, { documentType: 'financial-promotion' });
    expect(result.rag).toBe('red');
    const severities = result.findings.map((f) => f.severity);
    expect(severities).toEqual(
      [...severities].sort(
        (a, b) => ['high', 'medium', 'low'].indexOf(a) - ['high', 'medium', 'low'].indexOf(b),
      ),
    );
    const absolute = result.findings.find((f) => f.ruleId === 'COBS4.2.1R-absolute-claims');
    expect(absolute).toMatchObject({
      citation: 'COBS 4.2.1R',
      severity: 'high',
      evidence: [{ page: 1, quote: 'With us your returns are guaranteed.' }],
    });
    expect(absolute?.suggestion).toMatch(/can fall as well as rise/);
    const pp = result.findings.find((f) => f.ruleId === 'COBS4.6.2R-past-performance-warning');
    expect(pp?.evidence).toEqual([{ page: 2, quote: 'Our fund returned 14% last year.' }]);
    for (const f of result.findings) {
      expect(f.message.length).toBeGreaterThan(10);
      for (const e of f.evidence) expect(e.quote.length).toBeLessThanOrEqual(240);
    }
    expect(result.stats.findingsBySeverity.high).toBeGreaterThanOrEqual(3);
    expect(result.stats.rulesChecked + result.stats.rulesNotApplicable).toBe(ruleCount);
  });

  it('gives amber when the worst finding is medium or low', () => {
    const text = COMPLIANT.replace(
      'We are happy to help.',
      'We are happy to help. The fund invests in US shares.',
    );
    const result = checkDocument(documentFromText(text), packs, { documentType: 'financial-promotion' });
    expect(result.findings.map((f) => f.ruleId)).toEqual(['COBS4.5.2R-currency-risk']);
    expect(result.rag).toBe('amber');
  });

  it('is deterministic: the same input gives the same result, whatever ran before', () => {
    const doc = documentFromText(PROBLEMS);
    const first = checkDocument(doc, packs, { documentType: 'financial-promotion' });
    checkDocument(documentFromText(COMPLIANT), packs, { documentType: 'investor-communications' });
    const again = checkDocument(documentFromText(PROBLEMS), packs, { documentType: 'financial-promotion' });
    expect(again).toEqual(first);
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));
  });

  it('applies only the rules for all document types to "other"', () => {
    const result = checkDocument(documentFromText(PROBLEMS), packs);
    expect(result.documentType).toBe('other');
    const applied = [...result.passed.map((p) => p.ruleId), ...result.findings.map((f) => f.ruleId)].sort();
    const forAll = packs.flatMap((p) => p.rules.filter((r) => r.appliesTo === 'all').map((r) => r.id)).sort();
    expect(applied).toEqual(forAll);
  });

  it('handles an empty document', () => {
    const result = checkDocument(
      { pageCount: 0, pages: [], text: '', imageCount: 0, tableCount: 0, method: 'pdfjs', metadata: {} },
      packs,
      {
        documentType: 'financial-promotion',
      },
    );
    expect(result.stats.sentences).toBe(0);
    expect(result.findings.map((f) => f.ruleId).sort()).toEqual([
      'COBS4.5.2R-capital-at-risk',
      'COBS4.5.2R-firm-name',
      'PRIN2A.5.3R-charges-findable',
    ]);
  });
});
