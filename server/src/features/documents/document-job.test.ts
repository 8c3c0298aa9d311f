import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentFromText } from '#engine/rules/testing/build-document.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { createClientUser, createDocumentRow, createExtractedDocument } from '../../../test/factories.ts';
import {
  analyses,
  complianceChecks,
  documentExtractions,
  documents,
  improvements,
  personaInterviews,
  personas,
} from '../../db/schema.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import { AppError } from '../../errors.ts';
import { NO_TEXT_MESSAGE as ANALYSIS_NO_TEXT, runAnalysisJob } from '../analyses/run-analysis.job.ts';
import {
  NO_TEXT_MESSAGE as COMPLIANCE_NO_TEXT,
  runComplianceCheckJob,
} from '../compliance/run-compliance-check.job.ts';
import {
  NO_TEXT_MESSAGE as IMPROVEMENTS_NO_TEXT,
  generateImprovementsJob,
} from '../improvements/generate-improvements.job.ts';
import {
  NO_TEXT_MESSAGE as INTERVIEW_NO_TEXT,
  runPersonaInterviewJob,
} from '../personas/run-persona-interview.job.ts';
import { runDocumentJob, type DocumentJobSteps } from './document-job.ts';
import { loadExtractedDocument } from './documents.service.ts';
import { DAMAGED_MODEL_MESSAGE, toStoredModel, unsupportedModelMessage } from './stored-document-model.ts';

const TEXT =
  'Fund factsheet. The fund aims to grow your money over five years. The ongoing charge is 0.85% a year. ' +
  'The value of your investment can fall as well as rise and you may get back less than you paid in.';

describe(runDocumentJob.name, () => {
  let t: TestApp;
  let clientId: string;
  const db = () => t.app.deps.database.db;
  const asSystem = <T>(fn: () => T | PromiseLike<T>) => runAsSystem(fn);

  beforeAll(async () => {
    t = await buildTestApp();
    clientId = (await createClientUser(t.app)).id;
  });
  afterAll(async () => t.close());

  // The jobs' own rows, written as the tables (another feature's repository is its own).
  const insertRow = async <T extends { id: string }>(query: PromiseLike<T[]>): Promise<T> =>
    (await asSystem(() => query))[0]!;
  const newAnalysis = (documentId: string) =>
    insertRow(
      db()
        .insert(analyses)
        .values({ documentId, clientId, kind: 'general', status: 'pending', version: 1 })
        .returning(),
    );
  const newCheck = (documentId: string) =>
    insertRow(
      db()
        .insert(complianceChecks)
        .values({ documentId, clientId, status: 'pending', version: 1 })
        .returning(),
    );
  const newImprovement = (documentId: string) =>
    insertRow(
      db().insert(improvements).values({ documentId, clientId, status: 'pending', version: 1 }).returning(),
    );

  /** A document whose stored model is replaced by `pages` (document_extractions.pages). */
  async function documentStoredAs(pages: unknown) {
    const doc = await createExtractedDocument(t.app, clientId, documentFromText(TEXT));
    await asSystem(() =>
      db().update(documentExtractions).set({ pages }).where(eq(documentExtractions.documentId, doc.id)),
    );
    return doc;
  }

  async function analyseWithJob(documentId: string) {
    const row = await newAnalysis(documentId);
    await asSystem(() => runAnalysisJob.handler({ analysisId: row.id, documentId }, t.app.deps));
    const [after] = await asSystem(() => db().select().from(analyses).where(eq(analyses.id, row.id)));
    return after!;
  }

  it('fails each engine job on a document without extracted text with its own message, as before', async () => {
    const bare = await createDocumentRow(t.app, clientId, 'not-extracted.pdf');
    const documentId = bare.id;

    const analysis = await analyseWithJob(documentId);
    expect(analysis).toMatchObject({ status: 'failed', error: ANALYSIS_NO_TEXT, result: null });

    const check = await newCheck(documentId);
    await asSystem(() => runComplianceCheckJob.handler({ checkId: check.id, documentId }, t.app.deps));
    const [checked] = await asSystem(() =>
      db().select().from(complianceChecks).where(eq(complianceChecks.id, check.id)),
    );
    expect(checked).toMatchObject({ status: 'failed', error: COMPLIANCE_NO_TEXT, result: null });
    expect(COMPLIANCE_NO_TEXT).toBe(
      'The document has no extracted text yet. Wait for extraction to finish (or re-extract it) and run the check again.',
    );

    const run = await newImprovement(documentId);
    await asSystem(() => generateImprovementsJob.handler({ improvementId: run.id, documentId }, t.app.deps));
    const [improved] = await asSystem(() =>
      db().select().from(improvements).where(eq(improvements.id, run.id)),
    );
    expect(improved).toMatchObject({ status: 'failed', error: IMPROVEMENTS_NO_TEXT });

    const [persona] = await asSystem(() => db().select().from(personas).limit(1));
    const interview = await insertRow(
      db().insert(personaInterviews).values({ clientId, personaId: persona!.id, documentId }).returning(),
    );
    await asSystem(() => runPersonaInterviewJob.handler({ interviewId: interview.id }, t.app.deps));
    const [interviewed] = await asSystem(() =>
      db().select().from(personaInterviews).where(eq(personaInterviews.id, interview.id)),
    );
    expect(interviewed).toMatchObject({
      status: 'failed',
      errorMessage: INTERVIEW_NO_TEXT,
      engine: 'builtin',
      transcript: null,
    });

    // nothing completed, so the document list shows no module as done
    const [doc] = await asSystem(() => db().select().from(documents).where(eq(documents.id, documentId)));
    expect(doc).toMatchObject({
      hasAnalysis: false,
      hasPersonaInterviews: false,
      hasDocumentImprovements: false,
    });
  });

  it('runs a job over a model stored with its version, and over one stored before versions were recorded', async () => {
    const model = documentFromText(TEXT);
    // the factory writes the older shape: { pages, metadata } with no version
    const unversioned = await createExtractedDocument(t.app, clientId, model);
    const versioned = await documentStoredAs(toStoredModel(model));
    for (const doc of [unversioned, versioned]) {
      expect(await asSystem(() => loadExtractedDocument(t.app.deps, doc.id))).toEqual(model);
      expect(await analyseWithJob(doc.id)).toMatchObject({ status: 'completed', error: null });
      const [row] = await asSystem(() => db().select().from(documents).where(eq(documents.id, doc.id)));
      expect(row!.hasAnalysis).toBe(true);
    }
  });

  it('fails the job with a clear message when the stored model is damaged, rather than crashing the engine', async () => {
    const model = toStoredModel(documentFromText(TEXT));
    const damaged = {
      ...model,
      pages: model.pages.map((p) => ({ ...p, blocks: p.blocks.map((b) => ({ ...b, bbox: 'top left' })) })),
    };
    for (const pages of [damaged, [], 'not a model', { modelVersion: 1, metadata: {} }]) {
      const doc = await documentStoredAs(pages);
      expect(await analyseWithJob(doc.id)).toMatchObject({ status: 'failed', error: DAMAGED_MODEL_MESSAGE });
      const refused = await asSystem(() => loadExtractedDocument(t.app.deps, doc.id)).catch((e) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: 'EXTRACTION_FAILED', message: DAMAGED_MODEL_MESSAGE });
    }
    const doc = await documentStoredAs(damaged);
    const refused = await asSystem(() => loadExtractedDocument(t.app.deps, doc.id)).catch((e) => e);
    expect(refused.details).toEqual({ field: 'pages.0.blocks.0.bbox' });
  });

  it('fails the job saying to re-extract when the stored model is of another version', async () => {
    const model = toStoredModel(documentFromText(TEXT));
    const doc = await documentStoredAs({ ...model, modelVersion: 99 });
    const run = await newImprovement(doc.id);
    await asSystem(() =>
      generateImprovementsJob.handler({ improvementId: run.id, documentId: doc.id }, t.app.deps),
    );
    const [improved] = await asSystem(() =>
      db().select().from(improvements).where(eq(improvements.id, run.id)),
    );
    expect(improved).toMatchObject({ status: 'failed', error: unsupportedModelMessage(99) });
    expect(unsupportedModelMessage(99)).toMatch(/newer version of Clarion.*Re-extract the document/);
    expect(unsupportedModelMessage(0)).toMatch(/older version of Clarion/);
  });

  describe('steps', () => {
    async function steps(overrides: Partial<DocumentJobSteps<string>> = {}) {
      const doc = await createExtractedDocument(t.app, clientId, documentFromText(TEXT));
      const calls: string[] = [];
      const job: DocumentJobSteps<string> = {
        documentId: doc.id,
        flag: 'hasDocumentImprovements',
        start: async () => void calls.push('start'),
        fail: async (message) => void calls.push(`fail: ${message}`),
        noText: 'no text',
        run: ({ extracted }) => (calls.push('run'), extracted.text.slice(0, 4)),
        store: async (result) => void calls.push(`store ${result}`),
        ...overrides,
      };
      const flagged = async () =>
        (await asSystem(() => db().select().from(documents).where(eq(documents.id, doc.id))))[0]!
          .hasDocumentImprovements;
      return { job, calls, flagged };
    }

    it('starts, runs, stores, then sets the flag', async () => {
      const { job, calls, flagged } = await steps();
      await asSystem(() => runDocumentJob(t.app.deps, job));
      expect(calls).toEqual(['start', 'run', 'store Fund']);
      expect(await flagged()).toBe(true);
    });

    it('only sets the flag again when an earlier attempt stored the result', async () => {
      const { job, calls, flagged } = await steps({ isStored: async () => true });
      await asSystem(() => runDocumentJob(t.app.deps, job));
      expect(calls).toEqual([]);
      expect(await flagged()).toBe(true);
    });

    it('fails the row with the message the job gives for an error, and lets through one it does not name', async () => {
      const failure = vi.fn((_error: unknown, step: 'run' | 'store') =>
        step === 'run' ? 'the engine failed' : undefined,
      );
      const engine = await steps({
        failure,
        run: () => {
          throw new Error('boom');
        },
      });
      await asSystem(() => runDocumentJob(t.app.deps, engine.job));
      expect(engine.calls).toEqual(['start', 'fail: the engine failed']);
      expect(await engine.flagged()).toBe(false);

      const database = await steps({
        failure,
        store: async () => {
          throw new Error('connection lost');
        },
      });
      await expect(asSystem(() => runDocumentJob(t.app.deps, database.job))).rejects.toThrow(
        'connection lost',
      );
      expect(database.calls).toEqual(['start', 'run']);
      expect(await database.flagged()).toBe(false);
      expect(failure.mock.calls.map(([, step]) => step)).toEqual(['run', 'store']);
    });
  });
});
