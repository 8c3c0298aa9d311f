// Checks every real document of the shared financial corpus (DESIGN.md §10). Reads the PDFs from disk and
// extracts each once; the engine under test stays pure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../document-model.ts';
import { extractDocument } from '../extraction/extract.ts';
import { checkDocument, type ComplianceResult } from './check-document.ts';
import { inferDocumentType } from './infer-document-type.ts';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from './load-packs.ts';
import { DOCUMENT_TYPES, type DocumentType } from './schema.ts';
import { CORPUS_DIR, CORPUS_INSTALL, hasRequiredPart } from '../testing/required-part.ts';

const corpusDir = path.join(CORPUS_DIR, 'financial');
const hasCorpus = hasRequiredPart(
  existsSync(corpusDir),
  `The shared financial corpus (${corpusDir})`,
  CORPUS_INSTALL,
);

const PAST_PERFORMANCE = 'COBS4.6.2R-past-performance-warning';
const FACTSHEET = 'B4PY_Fact-Sheet_Artemis-Income-Fund-LG-PMC-Artemis-Income-G25.pdf';
const FACTSHEET_RULES = [
  'COBS4.5.2R-factsheet-date',
  'COBS4.5.2R-fund-objective',
  'COBS4.5.2R-fund-specific-risks',
  'COBS4.6.2R-five-annual-periods',
  'PRIN2A.5.3R-ongoing-charge-figure',
];

/** The document without the blocks whose text matches: a real document missing one element. */
function withoutBlocks(document: ExtractedDocument, drop: RegExp): ExtractedDocument {
  return {
    ...document,
    pages: document.pages.map((page) => ({
      ...page,
      blocks: page.blocks.filter((block) => !drop.test(block.text)),
    })),
  };
}

const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(new URL(`./packs/${file}`, import.meta.url), 'utf8'),
  })),
);

/** The type each corpus document would be uploaded as (MANIFEST.md describes them). */
function documentTypeOf(file: string): DocumentType {
  if (/Fact-Sheet|guide-to-jisas/.test(file)) return 'financial-promotion';
  if (/KIID|PRIIPs-KID|ISAKFD/.test(file)) return 'investor-communications';
  return 'other';
}

describe.skipIf(!hasCorpus)(`compliance checks over the financial corpus (${corpusDir})`, () => {
  const files = hasCorpus
    ? readdirSync(corpusDir)
        .filter((f) => f.toLowerCase().endsWith('.pdf'))
        .sort()
    : [];
  const documents = new Map<string, ExtractedDocument>();
  const results = new Map<string, ComplianceResult>();

  beforeAll(async () => {
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(path.join(corpusDir, file)));
      const document = await extractDocument(bytes, { fileType: 'pdf' });
      documents.set(file, document);
      results.set(file, checkDocument(document, packs, { documentType: documentTypeOf(file) }));
    }
    const lines = files.map((file) => {
      const r = results.get(file)!;
      const s = r.stats.findingsBySeverity;
      return `${file.slice(0, 60).padEnd(60)} ${documentTypeOf(file).padEnd(23)} ${String(r.stats.pages).padStart(3)}  ${r.rag.padEnd(5)} ${String(r.findings.length).padStart(3)} (${s.high}/${s.medium}/${s.low})  ${String(r.passed.length).padStart(3)}  ${String(r.notApplicable.length).padStart(3)}  ${r.findings.map((f) => f.ruleId).join(', ')}`;
    });
    console.log(
      [
        `${'document'.padEnd(60)} ${'type'.padEnd(23)} pgs  rag   findings (h/m/l) passed n/a  rules`,
        ...lines,
      ].join('\n'),
    );
  }, 120_000);

  it('found the corpus PDFs', () => {
    expect(files.length).toBeGreaterThanOrEqual(17);
  });

  it('checks every document, as every document type, without error', () => {
    for (const file of files) {
      const document = documents.get(file)!;
      for (const documentType of DOCUMENT_TYPES) {
        const result = checkDocument(document, packs, { documentType });
        expect(result.stats.pages).toBe(document.pageCount);
        for (const finding of result.findings) {
          for (const evidence of finding.evidence) {
            expect(evidence.page, `${file} ${finding.ruleId}`).toBeGreaterThanOrEqual(1);
            expect(evidence.page).toBeLessThanOrEqual(document.pageCount);
            expect(evidence.quote.length).toBeGreaterThan(0);
            expect(evidence.quote.length).toBeLessThanOrEqual(240);
          }
        }
      }
    }
  });

  it.each(['beanstalk_Fidelity-Index-World-KIID.pdf', 'beanstalk_LG-Cash-Trust-KIID.pdf'])(
    'recognises the past-performance warning of %s as present',
    (file) => {
      const result = results.get(file)!;
      expect(result.findings.map((f) => f.ruleId)).not.toContain(PAST_PERFORMANCE);
      expect(result.passed.map((p) => p.ruleId)).toContain(PAST_PERFORMANCE);
      // Passed because the warning was found, not because no performance was shown.
      expect(result.notes.filter((n) => n.ruleId === PAST_PERFORMANCE)).toEqual([]);
    },
  );

  it('recognises the past-performance warnings of the factsheets and annual reports too', () => {
    for (const [file, result] of results) {
      expect(
        result.findings.map((f) => f.ruleId),
        file,
      ).not.toContain(PAST_PERFORMANCE);
    }
  });

  it('recognises the capital-at-risk warnings of the factsheets, KIIDs and key features', () => {
    for (const [file, result] of results) {
      if (documentTypeOf(file) === 'other') continue;
      expect(
        result.findings.map((f) => f.ruleId),
        file,
      ).not.toContain('COBS4.5.2R-capital-at-risk');
    }
  });

  it.each([
    ['XS1914695009-EN_PRIIPs-KID.pdf', 'priips-kid'],
    ['beanstalk_Fidelity-Index-World-KIID.pdf', 'ucits-kii'],
    ['beanstalk_LG-Cash-Trust-KIID.pdf', 'ucits-kii'],
  ] as const)('passes the real %s against the %s template and recognises its type', (file, type) => {
    const document = documents.get(file)!;
    expect(inferDocumentType(document)?.type).toBe(type);
    const result = checkDocument(document, packs, {
      documentType: 'investor-communications',
      inferDocumentType: true,
    });
    expect(result.documentType).toBe(type);
    const ownRules = result.passed.filter((p) =>
      p.ruleId.startsWith(type === 'priips-kid' ? 'PRIIPS-' : 'UCITS583-'),
    );
    // Every rule of its template passes: title, sections, length and the content rules (11 KID, 8 KII).
    expect(ownRules.length).toBe(type === 'priips-kid' ? 11 : 8);
    expect(result.findings.filter((f) => /^(?:PRIIPS|UCITS583)-/.test(f.ruleId))).toEqual([]);
  });

  it('passes every real factsheet against the fund-factsheets rules, each checked and not waved through', () => {
    const factsheets = files.filter((f) => f.includes('Fact-Sheet'));
    expect(factsheets.length).toBe(8);
    for (const file of factsheets) {
      const result = results.get(file)!;
      const own = (ids: { ruleId: string }[]) => ids.filter((r) => FACTSHEET_RULES.includes(r.ruleId));
      expect(own(result.findings), file).toEqual([]);
      expect(own(result.passed).length, file).toBe(FACTSHEET_RULES.length);
      expect(own(result.notes), file).toEqual([]);
      expect(inferDocumentType(documents.get(file)!), file).toMatchObject({
        type: 'financial-promotion',
        confidence: 1,
      });
    }
  });

  // Real documents with one required element taken out: each rule must find what is now missing.
  it.each([
    [
      'XS1914695009-EN_PRIIPs-KID.pdf',
      'priips-kid',
      /not simple and may be difficult/,
      'PRIIPS-kid-comprehension-alert',
    ],
    ['XS1914695009-EN_PRIIPs-KID.pdf', 'priips-kid', /COMPOSITION OF COSTS/, 'PRIIPS-kid-cost-tables'],
    ['XS1914695009-EN_PRIIPs-KID.pdf', 'priips-kid', /out of 7/, 'PRIIPS-kid-risk-indicator'],
    [
      'XS1914695009-EN_PRIIPs-KID.pdf',
      'priips-kid',
      /stress scenario/i,
      'PRIIPS-kid-performance-information',
    ],
    [
      'XS1914695009-EN_PRIIPs-KID.pdf',
      'priips-kid',
      /recommended holding period/i,
      'PRIIPS-kid-holding-period',
    ],
    ['XS1914695009-EN_PRIIPs-KID.pdf', 'priips-kid', /Production Date/, 'PRIIPS-kid-product-identity'],
    [
      'XS1914695009-EN_PRIIPs-KID.pdf',
      'priips-kid',
      /complaint|address|e-mail|website|@/i,
      'PRIIPS-kid-complaints',
    ],
    ['beanstalk_Fidelity-Index-World-KIID.pdf', 'ucits-kii', /exit charge/i, 'UCITS583-kii-charges-table'],
    [
      'beanstalk_Fidelity-Index-World-KIID.pdf',
      'ucits-kii',
      /lowest category/,
      'UCITS583-kii-risk-narrative',
    ],
    [
      'beanstalk_Fidelity-Index-World-KIID.pdf',
      'ucits-kii',
      /calculated in GBP/,
      'UCITS583-kii-past-performance-statements',
    ],
    [
      'beanstalk_Fidelity-Index-World-KIID.pdf',
      'ucits-kii',
      /^20\d\d 20\d\d/,
      'UCITS583-kii-past-performance-chart',
    ],
    [
      'beanstalk_LG-Cash-Trust-KIID.pdf',
      'ucits-kii',
      /launched in/,
      'UCITS583-kii-past-performance-statements',
    ],
    [FACTSHEET, 'financial-promotion', /Fact Sheet$|as at/, 'COBS4.5.2R-factsheet-date'],
    [FACTSHEET, 'financial-promotion', /FUND AIM|objective/i, 'COBS4.5.2R-fund-objective'],
    [
      FACTSHEET,
      'financial-promotion',
      /risk|exchange rate|interest rate|currenc/i,
      'COBS4.5.2R-fund-specific-risks',
    ],
    [FACTSHEET, 'financial-promotion', /2024 2023 2022/, 'COBS4.6.2R-five-annual-periods'],
    [FACTSHEET, 'financial-promotion', /^0\.\d\d%$/, 'PRIN2A.5.3R-ongoing-charge-figure'],
  ] as const)('finds what is missing when %s loses the text %s (%s)', (file, type, drop, ruleId) => {
    const document = documents.get(file)!;
    const result = checkDocument(withoutBlocks(document, drop), packs, { documentType: type });
    expect(result.findings.map((f) => f.ruleId)).toContain(ruleId);
    expect(checkDocument(document, packs, { documentType: type }).passed.map((p) => p.ruleId)).toContain(
      ruleId,
    );
  });

  it('takes no factsheet, annual report or other document for a KID or KII', () => {
    for (const [file, document] of documents) {
      if (/KIID|PRIIPs-KID/.test(file)) continue;
      expect(inferDocumentType(document)?.type ?? 'none', file).not.toMatch(/priips-kid|ucits-kii/);
    }
  });
});
