// The outside QA set's frozen half (engine/personas/testing/qa-set, issue 27), written by someone who had not
// read the persona engine and held out from all tuning. Each question is asked of four default personas of
// differing knowledge. Prints, per kind of document and overall, the share answered with the fact, the share
// of absent facts answered "the document doesn't say", and the share of experience questions answered from
// the reading (printed, not gated); fails below 0.9 on the first two overall.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../document-model.ts';
import { CORPUS_DIR, CORPUS_INSTALL, hasRequiredPart } from '../testing/required-part.ts';
import { evaluateQaSet, loadQaDocuments, readQaSet, type QaResult } from './testing/qa-set.ts';

const frozen = readQaSet('frozen');
const needsCorpus = frozen?.documents.some((d) => d.source === 'corpus') ?? false;
const hasCorpus =
  !needsCorpus ||
  hasRequiredPart(
    existsSync(path.join(CORPUS_DIR, 'financial')),
    `The shared financial corpus (${CORPUS_DIR}/financial)`,
    CORPUS_INSTALL,
  );

const FLOOR = 0.9;

describe.skipIf(!frozen || !hasCorpus)('persona answers on the held-out QA set (frozen half)', () => {
  let result: QaResult;
  beforeAll(async () => {
    const documents: Map<string, ExtractedDocument> = await loadQaDocuments(frozen!, CORPUS_DIR);
    result = evaluateQaSet(frozen!, documents);
    console.log(
      JSON.stringify(
        { split: 'frozen', overall: result.overall, byKind: result.byKind, misses: result.misses.length },
        null,
        2,
      ),
    );
  }, 300_000);

  it(`answers with the fact at least ${FLOOR * 100}% of the questions the documents answer`, () => {
    expect(result.overall.answered).toBeGreaterThanOrEqual(FLOOR);
  });

  it(`says "the document doesn't say" to at least ${FLOOR * 100}% of the questions they do not answer`, () => {
    expect(result.overall.absent).toBeGreaterThanOrEqual(FLOOR);
  });
});
