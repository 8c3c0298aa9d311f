// Enhancements on the corpus's real KIIDs and PRIIPs KID (issue 30, item 7): the open finding of the check
// (the stale "accurate as at" date) is fixed first and linked to its rule; no suggestion touches the wording the
// KII and KID regulations prescribe (sections, table labels, statements); none makes its passage read worse.
// Reads the PDFs from disk; the engine itself never does I/O. Prints the figures so they can be quoted.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../document-model.ts';
import { extractDocument } from '../extraction/extract.ts';
import { readAsAtDate } from '../funds/index.ts';
import { checkDocument, type DocumentType } from '../rules/index.ts';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '../rules/load-packs.ts';
import { CORPUS_DIR, CORPUS_INSTALL, hasRequiredPart } from '../testing/required-part.ts';
import { applySuggestions } from './apply-suggestions.ts';
import { passageWorse } from './passage-measures.ts';
import { prescribedRanges } from './prescribed-wording.ts';
import { suggestImprovements } from './suggest-improvements.ts';
import type { ImprovementResult, OpenFinding } from './types.ts';

const dir = path.join(CORPUS_DIR, 'financial');
const hasCorpus = hasRequiredPart(existsSync(dir), `The shared financial corpus (${dir})`, CORPUS_INSTALL);

const FILES: [string, DocumentType][] = [
  ['beanstalk_Fidelity-Index-World-KIID.pdf', 'ucits-kii'],
  ['beanstalk_LG-Cash-Trust-KIID.pdf', 'ucits-kii'],
  ['XS1914695009-EN_PRIIPs-KID.pdf', 'priips-kid'],
];

/** The day of the check: every corpus KII and KID is then more than 12 months old. */
const CHECK_DATE = '2026-11-29';

const rulePacks = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(new URL(`../rules/packs/${file}`, import.meta.url), 'utf8'),
  })),
);

const prescribedIn = (doc: ExtractedDocument, type: DocumentType) =>
  doc.pages.flatMap((p) =>
    p.blocks.flatMap((b) => prescribedRanges(b.text, type).map((r) => b.text.slice(r.start, r.end))),
  );

describe.skipIf(!hasCorpus)('Enhancements on the corpus KIIDs and KID', () => {
  const docs = new Map<string, ExtractedDocument>();
  beforeAll(async () => {
    for (const [file] of FILES)
      docs.set(
        file,
        await extractDocument(new Uint8Array(readFileSync(path.join(dir, file))), { fileType: 'pdf' }),
      );
  }, 120_000);

  function run(file: string, type: DocumentType, open?: (findings: OpenFinding[]) => OpenFinding[]) {
    const doc = docs.get(file)!;
    const documentDate = readAsAtDate(doc)!.normalized as string;
    const checkDates = { checkDate: CHECK_DATE, documentDate };
    const check = checkDocument(doc, rulePacks, {
      documentType: type,
      inferDocumentType: true,
      ...checkDates,
    });
    const findings: OpenFinding[] = check.findings.map((f) => ({
      ruleId: f.ruleId,
      title: f.title,
      citation: f.citation,
      severity: f.severity,
      evidence: f.evidence.map((e) => ({ page: e.page, quote: e.quote })),
      checkId: 'check-1',
    }));
    const openFindings = open ? open(findings) : findings;
    return {
      doc,
      findings,
      result: suggestImprovements(doc, { documentType: type, rulePacks, checkDates, openFindings }),
    };
  }

  it.each(FILES)('%s: the stale date is fixed first, linked to its finding', (file, type) => {
    const { findings, result } = run(file, type);
    const stale = findings.find((f) => /review-date/.test(f.ruleId));
    expect(stale, 'the check finds the corpus document stale').toBeDefined();
    const [first] = result.suggestions;
    expect(first).toMatchObject({
      type: 'update-date',
      recommended: false,
      addresses: { kind: 'rule', id: stale!.ruleId, finding: { checkId: 'check-1' } },
    });
    expect(first!.impact!.fixedRules).toContain(stale!.ruleId);
    expect(first!.proposed).toMatch(/29\/11\/2026|29 November 2026/);
    expect(result.unfixedFindings).toEqual([]);
    print(file, result);
  });

  it.each(FILES)('%s: never rewrites the wording its regulation prescribes', (file, type) => {
    const { doc, result } = run(file, type);
    for (const s of result.suggestions) {
      expect(['add-heading', 'move-key-fact']).not.toContain(s.type);
      for (const e of s.edits) {
        if (e.op !== 'replace') continue;
        const text = doc.pages.find((p) => p.number === e.page)!.blocks[e.block]!.text;
        for (const r of prescribedRanges(text, type))
          expect(e.start < r.end && r.start < e.end, `${s.id} changes "${text.slice(r.start, r.end)}"`).toBe(
            false,
          );
      }
    }
    // every suggestion accepted: each prescribed label and statement reads as it did, headings unchanged
    const revised = applySuggestions(
      doc,
      result.suggestions,
      result.suggestions.map((s) => ({ id: s.id, status: 'accepted' })),
    ).document;
    expect(prescribedIn(revised, type)).toEqual(prescribedIn(doc, type));
    const headings = (d: ExtractedDocument) =>
      d.pages.flatMap((p) => p.blocks.filter((b) => b.kind === 'heading').map((b) => b.text));
    expect(headings(revised)).toEqual(headings(doc));
  });

  it('keeps the KIID labels the earlier engine rewrote ("Exit charge", "ongoing charges figure")', () => {
    const { doc } = run('beanstalk_LG-Cash-Trust-KIID.pdf', 'ucits-kii');
    const labels = prescribedIn(doc, 'ucits-kii').map((l) => l.toLowerCase());
    expect(labels).toEqual(expect.arrayContaining(['exit charge', 'objectives and investment policy']));
    for (const [file, type] of FILES) {
      const { result } = run(file, type);
      for (const s of result.suggestions) expect(s.proposed).not.toMatch(/Exit charge \(|charges figure \(/i);
    }
  });

  it.each(FILES)(
    '%s: no suggestion reads worse where it is made; all of them adds no long sentence',
    (file, type) => {
      const { result } = run(file, type);
      for (const s of result.suggestions) expect(passageWorse(s), s.id).toBe(false);
      expect(result.impactAll.after.longSentences).toBeLessThanOrEqual(result.impactAll.before.longSentences);
      expect(result.impactAll.after.ruleFindings).toBeLessThan(result.impactAll.before.ruleFindings);
    },
  );

  it('addresses no finding the reviewer dismissed: without it open, no date is proposed', () => {
    const { result } = run('beanstalk_Fidelity-Index-World-KIID.pdf', 'ucits-kii', () => []);
    expect(result.suggestions.filter((s) => s.type === 'update-date')).toEqual([]);
    expect(result.suggestions.filter((s) => s.addresses.finding)).toEqual([]);
  });
});

function print(file: string, result: ImprovementResult) {
  const { before, after } = result.impactAll;
  console.log(
    `${file}: ${result.suggestions.length} suggestions (${result.suggestions.map((s) => s.type).join(', ')})` +
      `\n  all accepted: reading age ${before.ukReadingAge.toFixed(1)} → ${after.ukReadingAge.toFixed(1)}, long sentences ${before.longSentences} → ${after.longSentences}, open findings ${before.ruleFindings} → ${after.ruleFindings}`,
  );
}
