// Every finding of the shipped rule packs on the financial corpus's real documents, one line each (document,
// rule, page, quote), for the corpus verdicts in engine/rules/testing/external-set/RESULTS.md. Extraction is
// slow, so extracted documents are cached in the OS temp folder between runs.
// Run: npx tsx scripts/corpus-findings.ts [--json] [--declared]
// --declared: check each document as its declared type only, without the inference the app makes.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExtractedDocument } from '#engine/document-model.ts';
import { extractDocument } from '#engine/extraction/extract.ts';
import { checkDocument, loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '#engine/rules/index.ts';
import type { DocumentType } from '#engine/rules/schema.ts';
import { CORPUS_DIR } from '#engine/testing/required-part.ts';

const root = path.resolve(import.meta.dirname, '..');
const corpusDir = path.join(CORPUS_DIR, 'financial');
const cacheDir = path.join(tmpdir(), 'clarion-corpus-extractions');
mkdirSync(cacheDir, { recursive: true });

/** As engine/rules/corpus.test.ts: the type each document would be uploaded as. */
function documentTypeOf(file: string): DocumentType {
  if (/Fact-Sheet|guide-to-jisas/.test(file)) return 'financial-promotion';
  if (/KIID|PRIIPs-KID|ISAKFD/.test(file)) return 'investor-communications';
  return 'other';
}

async function extracted(file: string): Promise<ExtractedDocument> {
  const cached = path.join(cacheDir, `${file}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as ExtractedDocument;
  const document = await extractDocument(new Uint8Array(readFileSync(path.join(corpusDir, file))), {
    fileType: 'pdf',
  });
  writeFileSync(cached, JSON.stringify(document));
  return document;
}

const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(path.join(root, PACKS_DIRECTORY, file), 'utf8'),
  })),
);
const rows: { document: string; rule: string; page: number | null; quote: string; message: string }[] = [];
for (const file of readdirSync(corpusDir)
  .filter((f) => f.toLowerCase().endsWith('.pdf'))
  .sort()) {
  // inferred as the compliance job does (server/src/features/compliance): the two KIIDs, uploaded as
  // investor communications, are checked as UCITS KIIs, with the rules a KII is subject to
  const result = checkDocument(await extracted(file), packs, {
    documentType: documentTypeOf(file),
    inferDocumentType: !process.argv.includes('--declared'),
  });
  for (const finding of result.findings) {
    const evidence = finding.evidence[0];
    rows.push({
      document: file,
      rule: finding.ruleId,
      page: evidence?.page ?? null,
      quote: evidence?.quote ?? '',
      message: finding.message,
    });
  }
}
if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
else
  for (const r of rows)
    console.log(`${r.document.slice(0, 50)}\t${r.rule}\tp${r.page ?? '-'}\t${r.quote}\t${r.message}`);
