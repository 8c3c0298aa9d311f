// Key facts read from the corpus's real KIIDs, PRIIPs KID and L&G factsheets (DESIGN.md §10), judged against
// the facts a person listed by hand from the pages (testing/expected-facts-data.ts, written before the reader
// was tuned). Without the corpus the tests skip locally but fail on CI.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../document-model.ts';
import { extractDocument } from '../extraction/extract.ts';
import { CORPUS_DIR, CORPUS_INSTALL, hasRequiredPart } from '../testing/required-part.ts';
import { readFundIdentifiers, readKeyFacts } from './index.ts';
import { EXPECTED, judge } from './testing/expected-facts.ts';
import type { KeyFact } from './types.ts';

const dir = path.join(CORPUS_DIR, 'financial');
const hasCorpus = hasRequiredPart(existsSync(dir), `The shared financial corpus (${dir})`, CORPUS_INSTALL);

describe.skipIf(!hasCorpus)(`key facts of the corpus's KIIDs, KID and factsheets (${dir})`, () => {
  const documents = new Map<string, ExtractedDocument>();
  const facts = new Map<string, KeyFact[]>();

  beforeAll(async () => {
    for (const [file, expected] of Object.entries(EXPECTED)) {
      const doc = await extractDocument(new Uint8Array(readFileSync(path.join(dir, file))), {
        fileType: 'pdf',
      });
      documents.set(file, doc);
      facts.set(file, readKeyFacts(doc, expected.documentType));
    }
  }, 180_000);

  it('reads at least 95% of the hand-listed facts right (value and page), and prints the table', () => {
    const rows: string[] = [];
    const misses: string[] = [];
    const unlisted: string[] = [];
    let listed = 0;
    let right = 0;
    let outside = 0;
    for (const [file, expected] of Object.entries(EXPECTED)) {
      const read = facts.get(file)!;
      let docListed = 0;
      let docRight = 0;
      for (const fact of expected.facts) {
        if (fact.notInText) {
          outside++;
          continue;
        }
        docListed++;
        const { verdict, read: got } = judge(fact, read);
        if (verdict === 'right') docRight++;
        else
          misses.push(
            `${file.slice(0, 28)} ${fact.kind}${fact.period ? `[${fact.period}]` : ''}: expected ${fact.value} p${fact.page}, ${verdict}${got ? ` (read ${got.value} p${got.page})` : ''}`,
          );
      }
      listed += docListed;
      right += docRight;
      // facts read that a person did not list: what the reader claims beyond the page
      const extra = read.filter(
        (f) => !expected.facts.some((e) => e.kind === f.kind && (e.period ?? '') === (f.period ?? '')),
      );
      unlisted.push(
        ...extra.map((f) => `${file.slice(0, 28)} ${f.kind}${f.period ? `[${f.period}]` : ''}: ${f.value}`),
      );
      rows.push(
        `| ${file.slice(0, 48)} | ${docListed} | ${docRight} | ${((100 * docRight) / docListed).toFixed(1)}% | ${extra.length} |`,
      );
    }
    console.log(
      [
        '| document | facts listed | read right | accuracy | read, not listed |',
        '|---|---|---|---|---|',
        ...rows,
        `| **all** | ${listed} | ${right} | ${((100 * right) / listed).toFixed(1)}% | ${unlisted.length} |`,
        `(${outside} facts seen on the pages but not in the PDFs' text layer are listed, not counted)`,
        ...misses.map((m) => `miss: ${m}`),
        ...unlisted.map((m) => `read, not listed: ${m}`),
      ].join('\n'),
    );
    expect(right / listed).toBeGreaterThanOrEqual(0.95);
    expect(unlisted).toEqual([]);
  });

  it('gives every fact a quote that is on its page', () => {
    for (const [file, read] of facts) {
      const doc = documents.get(file)!;
      for (const fact of read) {
        const pageText = doc.pages[fact.page - 1]!.text.replace(/\s+/g, ' ');
        // the quote's words appear on the page (a label and its value may sit in separate blocks)
        const words = fact.quote.split(/[\s|:]+/).filter((w) => w.length > 3);
        const onPage = words.filter((w) => pageText.includes(w)).length;
        expect(onPage, `${file} ${fact.kind}: ${fact.quote}`).toBeGreaterThanOrEqual(words.length * 0.9);
      }
    }
  });

  it('reads the ISINs each document prints, with a valid checksum', () => {
    for (const [file, expected] of Object.entries(EXPECTED)) {
      expect(readFundIdentifiers(documents.get(file)!).isins, file).toEqual(expected.isins);
    }
  });
});
