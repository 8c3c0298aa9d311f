// Applicability over the real documents of the shared financial corpus (issue 30, item 5): a KIID or a pension
// fund's factsheet, checked as the server checks it (type inferred from its headings), counts no CFD, crypto
// or high-risk-investment rule as passed; each such rule is not applicable, with the reason, and every rule
// that passed carries the text that satisfied it or says what it looked for. Without the corpus the tests
// skip locally but fail on CI.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../document-model.ts';
import { extractDocument } from '../extraction/extract.ts';
import { CORPUS_DIR, CORPUS_INSTALL, hasRequiredPart } from '../testing/required-part.ts';
import { checkDocument, type ComplianceResult } from './check-document.ts';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from './load-packs.ts';

const corpusDir = path.join(CORPUS_DIR, 'financial');
const hasCorpus = hasRequiredPart(
  existsSync(corpusDir),
  `The shared financial corpus (${corpusDir})`,
  CORPUS_INSTALL,
);

const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(new URL(`./packs/${file}`, import.meta.url), 'utf8'),
  })),
);
/** The same packs as they were before rules named their products: the "before" figures. */
const packsWithoutProducts = packs.map((pack) => ({
  ...pack,
  rules: pack.rules.map(({ products: _products, ...rule }) => rule),
}));

const PRODUCT_RULES = [
  'COBS22.5-cfd-risk-warning',
  'COBS4.12A-cryptoasset-risk-warning',
  'COBS4.12A-high-risk-investment-warning',
];

/** KIIDs and factsheets (MANIFEST.md), uploaded as a promotion: the type the most product rules are for. */
const isFundDocument = (file: string) => /Fact-Sheet|KIID/.test(file);

describe.skipIf(!hasCorpus)(`rule applicability in the financial corpus (${corpusDir})`, () => {
  const files = hasCorpus
    ? readdirSync(corpusDir)
        .filter((f) => f.toLowerCase().endsWith('.pdf'))
        .sort()
    : [];
  const documents = new Map<string, ExtractedDocument>();
  const results = new Map<string, ComplianceResult>();

  beforeAll(async () => {
    const lines: string[] = [];
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(path.join(corpusDir, file)));
      const document = await extractDocument(bytes, { fileType: 'pdf' });
      documents.set(file, document);
      const options = { documentType: 'financial-promotion', inferDocumentType: true } as const;
      const result = checkDocument(document, packs, options);
      results.set(file, result);
      const before = checkDocument(document, packsWithoutProducts, options);
      lines.push(
        `${file.slice(0, 58).padEnd(58)} ${result.documentType.padEnd(20)} passed ${String(before.passed.length).padStart(2)} -> ${String(result.passed.length).padStart(2)}  n/a ${String(before.notApplicable.length).padStart(2)} -> ${String(result.notApplicable.length).padStart(2)}`,
      );
    }
    console.log(lines.join('\n'));
  }, 300_000);

  it('counts no CFD, crypto or high-risk rule as passed on a KIID or factsheet', () => {
    const fundFiles = files.filter(isFundDocument);
    expect(fundFiles.length).toBeGreaterThanOrEqual(10);
    for (const file of fundFiles) {
      const result = results.get(file)!;
      const counted = [...result.passed, ...result.findings].map((r) => r.ruleId);
      for (const id of PRODUCT_RULES) {
        expect(counted, `${file} ${id}`).not.toContain(id);
        expect(result.notApplicable, `${file} ${id}`).toContain(id);
      }
    }
  });

  it('gives the reason for each rule that did not apply: document type for a KIID, product type for a factsheet', () => {
    for (const file of files.filter(isFundDocument)) {
      const result = results.get(file)!;
      const reasons = new Map(result.notApplicableReasons.map((r) => [r.ruleId, r.note]));
      expect([...reasons.keys()], file).toEqual(result.notApplicable);
      for (const id of PRODUCT_RULES) {
        const expected = /KIID/.test(file) ? /^Document type: / : /^Product type: .*about a fund/;
        expect(reasons.get(id), `${file} ${id}`).toMatch(expected);
      }
    }
  });

  it('gives each passed rule its evidence, on a real page, or what it looked for', () => {
    for (const [file, result] of results) {
      const document = documents.get(file)!;
      for (const rule of result.passed) {
        expect(rule.basis.length, `${file} ${rule.ruleId}`).toBeGreaterThan(10);
        for (const e of rule.evidence) {
          expect(e.page, `${file} ${rule.ruleId}`).toBeGreaterThanOrEqual(1);
          expect(e.page).toBeLessThanOrEqual(document.pageCount);
          expect(e.quote.length).toBeGreaterThan(0);
          expect(e.quote.length).toBeLessThanOrEqual(240);
        }
      }
    }
  });

  it('quotes the capital-at-risk warning that satisfied the rule on the Artemis Income factsheet', () => {
    const file = files.find((f) => f.startsWith('B4PY_'))!;
    const rule = results.get(file)!.passed.find((p) => p.ruleId === 'COBS4.5.2R-capital-at-risk');
    expect(rule?.evidence.map((e) => e.quote).join(' ')).toMatch(
      /value of an investment is not guaranteed and can go down as well as up|may not get back the amount/i,
    );
  });
});
