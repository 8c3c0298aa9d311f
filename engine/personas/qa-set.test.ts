// The outside QA set's frozen half (engine/personas/testing/qa-set, issue 27), written by someone who had not
// read the persona engine and held out from all tuning. Each question is asked of four default personas of
// differing knowledge. Prints, per kind of document and overall, the share answered with the fact, the share
// of absent facts answered "the document doesn't say", and the share of experience questions answered from
// the reading. Issue 27's target is 0.9 on the first two; it is not met yet (frozen 0.441 / 0.855 / 0.765 on
// 2026-11-29), so the issue stays open and this test guards the measured level against regression instead: a
// change that lowers a figure below its floor fails. Raise a floor whenever the measured figure rises.
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

/** Issue 27's target, printed beside the figures until it is met. */
const TARGET = 0.9;
/** The measured level on 2026-11-29, less a small margin for the ties of ranking. */
const FLOORS = { answered: 0.44, absent: 0.85, experience: 0.76 };

describe.skipIf(!frozen || !hasCorpus)('persona answers on the held-out QA set (frozen half)', () => {
  let result: QaResult;
  beforeAll(async () => {
    const documents: Map<string, ExtractedDocument> = await loadQaDocuments(frozen!, CORPUS_DIR);
    result = evaluateQaSet(frozen!, documents);
    console.log(
      JSON.stringify(
        {
          split: 'frozen',
          target: TARGET,
          floors: FLOORS,
          overall: result.overall,
          byKind: result.byKind,
          misses: result.misses.length,
        },
        null,
        2,
      ),
    );
  }, 300_000);

  it(`answers with the fact no less often than measured (${FLOORS.answered}; target ${TARGET})`, () => {
    expect(result.overall.answered).toBeGreaterThanOrEqual(FLOORS.answered);
  });

  it(`says "the document doesn't say" when it doesn't, no less often than measured (${FLOORS.absent}; target ${TARGET})`, () => {
    expect(result.overall.absent).toBeGreaterThanOrEqual(FLOORS.absent);
  });

  it(`answers experience questions from the reading, no less often than measured (${FLOORS.experience})`, () => {
    expect(result.overall.experience ?? 0).toBeGreaterThanOrEqual(FLOORS.experience);
  });
});
