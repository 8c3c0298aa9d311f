// The staleness rules (issue 30) over the real documents of the shared financial corpus: each document is
// checked as the server checks it (type inferred from its headings) on a given day, and the rule must fire
// exactly on the documents whose own "as at" date is past its limit on that day. Without the corpus the
// tests skip locally but fail on CI.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../document-model.ts';
import { extractDocument } from '../extraction/extract.ts';
import { readAsAtDate } from '../funds/as-at-date.ts';
import { CORPUS_DIR, CORPUS_INSTALL, hasRequiredPart } from '../testing/required-part.ts';
import { checkDocument } from './check-document.ts';
import { addMonths } from './document-age-check.ts';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from './load-packs.ts';
import type { DocumentType } from './schema.ts';

const corpusDir = path.join(CORPUS_DIR, 'financial');
const hasCorpus = hasRequiredPart(
  existsSync(corpusDir),
  `The shared financial corpus (${corpusDir})`,
  CORPUS_INSTALL,
);

const STALE_RULES: Record<string, number> = {
  'UCITS583-kii-review-date': 12,
  'PRIIPS-kid-review-date': 12,
  'COBS4.2.1R-factsheet-out-of-date': 3,
};

const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(new URL(`./packs/${file}`, import.meta.url), 'utf8'),
  })),
).map((pack) => ({ ...pack, rules: pack.rules.filter((rule) => rule.id in STALE_RULES) }));

/** The type each corpus document would be uploaded as (MANIFEST.md describes them). */
function uploadedAs(file: string): DocumentType {
  if (/Fact-Sheet|guide-to-jisas/.test(file)) return 'financial-promotion';
  if (/KIID|PRIIPs-KID|ISAKFD/.test(file)) return 'investor-communications';
  return 'other';
}

describe.skipIf(!hasCorpus)(`stale documents in the financial corpus (${corpusDir})`, () => {
  const files = hasCorpus
    ? readdirSync(corpusDir)
        .filter((f) => f.toLowerCase().endsWith('.pdf'))
        .sort()
    : [];
  const documents = new Map<string, ExtractedDocument>();

  beforeAll(async () => {
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(path.join(corpusDir, file)));
      documents.set(file, await extractDocument(bytes, { fileType: 'pdf' }));
    }
  }, 300_000);

  /** The documents a staleness rule fires on when checked on `checkDate`, with the rule and the date read. */
  function staleOn(checkDate: string) {
    const out: { file: string; ruleId: string; asAt: string; message: string }[] = [];
    for (const file of files) {
      const document = documents.get(file)!;
      const result = checkDocument(document, packs, {
        documentType: uploadedAs(file),
        inferDocumentType: true,
        checkDate,
      });
      for (const f of result.findings)
        out.push({
          file,
          ruleId: f.ruleId,
          asAt: String(readAsAtDate(document)?.normalized),
          message: f.message,
        });
    }
    return out;
  }

  it('on 2026-11-29 fires on the KIID accurate as at 15 February 2021, and every document it fires on is past its limit', () => {
    const fired = staleOn('2026-11-29');
    console.log(
      [
        'stale on 2026-11-29:',
        ...fired.map((f) => `  ${f.file.slice(0, 70).padEnd(70)} ${f.asAt}  ${f.ruleId}`),
      ].join('\n'),
    );
    const cashKiid = fired.find((f) => f.file === 'beanstalk_LG-Cash-Trust-KIID.pdf');
    expect(cashKiid?.ruleId).toBe('UCITS583-kii-review-date');
    expect(cashKiid?.asAt).toBe('2021-02-15');
    expect(cashKiid?.message).toContain('2021-02-15');
    for (const f of fired)
      expect(addMonths(f.asAt, STALE_RULES[f.ruleId]!) < '2026-11-29', f.file).toBe(true);
    // every dated KII, KID and factsheet of the corpus is older than its limit by late 2026
    const dated = files.filter(
      (file) => /KIID|PRIIPs-KID|Fact-Sheet/.test(file) && readAsAtDate(documents.get(file)!),
    );
    expect(new Set(fired.map((f) => f.file))).toEqual(new Set(dated));
  });

  it('in the corpus documents’ own era (15 December 2024) fires only on the 2021 and 2022 documents, not the current factsheets', () => {
    const fired = staleOn('2024-12-15');
    console.log(
      [
        'stale on 2024-12-15:',
        ...fired.map((f) => `  ${f.file.slice(0, 70).padEnd(70)} ${f.asAt}  ${f.ruleId}`),
      ].join('\n'),
    );
    // exactly the documents dated before 2023; the factsheets of September to November 2024 are current
    expect(fired.map((f) => [f.file, f.asAt, f.ruleId])).toEqual([
      [
        'B3Z3_Fact-Sheet_Baillie-Gifford-Positive-Change-LG-PMC-Baillie-Gifford-Positive-Change-Fund-3.pdf',
        '2022-06-30',
        'COBS4.2.1R-factsheet-out-of-date',
      ],
      ['XS1914695009-EN_PRIIPs-KID.pdf', '2022-12-03', 'PRIIPS-kid-review-date'],
      ['beanstalk_Fidelity-Index-World-KIID.pdf', '2021-06-16', 'UCITS583-kii-review-date'],
      ['beanstalk_LG-Cash-Trust-KIID.pdf', '2021-02-15', 'UCITS583-kii-review-date'],
    ]);
  });

  it('does not fire on a KIID within 12 months of its date, and fires the day after', () => {
    const kiid = documents.get('beanstalk_LG-Cash-Trust-KIID.pdf')!;
    const check = (checkDate: string) =>
      checkDocument(kiid, packs, { documentType: 'ucits-kii', checkDate }).findings.map((f) => f.ruleId);
    expect(check('2021-03-01')).toEqual([]);
    expect(check('2022-02-15')).toEqual([]);
    expect(check('2022-02-16')).toEqual(['UCITS583-kii-review-date']);
  });
});
