import crypto from 'node:crypto';
import { z } from 'zod';
import type { TranscriptItem } from '#common/api/personas.ts';
import {
  BUILTIN_MODEL,
  DocumentProfile,
  judgeQuestion,
  PERSONA_ENGINE_VERSION,
  type ChatMessage,
} from '#engine/personas/index.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { runDocumentJob } from '../documents/document-job.ts';
import { findInterviewById, updateInterview } from './personas.repository.ts';
import { InterviewError, LLM_SEED, llmInterviewerFor, LlmInterviewer } from './llm-interviewer.ts';
import { askedQuestionsOf, simPersonaOf } from './persona-mappers.ts';
import { recordModuleAction } from '../../analytics/module-events.ts';
import { boilerplateSentenceSet } from '#engine/readability/index.ts';
import { boilerplateOfFirm } from '../firms/boilerplate.service.ts';

export const NO_TEXT_MESSAGE =
  'The document has no extracted text yet. Wait for extraction to finish (or re-extract it) and start the interview again.';

/**
 * Runs one persona's interview (pending → processing → completed | failed). Idempotent: a completed interview
 * is left alone and a re-run overwrites the transcript. A failure is recorded on the interview with a message
 * a user can act on and is not retried, so one persona's failure never holds up the others.
 */
export const runPersonaInterviewJob = defineJob({
  name: 'run-persona-interview',
  version: 1,
  payloadSchema: z.object({ interviewId: z.string().uuid() }),
  retryLimit: 1,
  // The built-in engine is CPU-bound and quick; LLM calls wait on the network, so run several at once.
  concurrency: (deps) => (deps.config.aiProvider === 'openai' ? deps.config.ai.concurrency : 1),
  async handler({ interviewId }, deps) {
    const { db } = deps.database;
    const row = await findInterviewById(db, interviewId);
    if (!row) return;
    await runDocumentJob(deps, {
      documentId: row.interview.documentId,
      flag: 'hasPersonaInterviews',
      // a completed interview is never run again (the flag is set again, in case that is what failed)
      isStored: async () => row.interview.status === 'completed',
      start: () => updateInterview(db, interviewId, { status: 'processing', errorMessage: null }),
      fail: (errorMessage) =>
        updateInterview(db, interviewId, { status: 'failed', errorMessage, engine: deps.config.aiProvider }),
      noText: NO_TEXT_MESSAGE,
      async run({ doc, extracted }) {
        const persona = simPersonaOf(row.persona);
        const questions = askedQuestionsOf(row.interview.interviewQuestions);
        // the firm's boilerplate is left out of the reading measures, as in the check and the analysis
        const boilerplate = await boilerplateOfFirm(deps, doc.clientId);
        let transcript: TranscriptItem[];
        let engine: 'builtin' | 'openai';
        let model: string;
        let seed: string | null;
        let promptHash: string;
        if (deps.config.aiProvider === 'openai') {
          const profile = new DocumentProfile(extracted, {
            excludeSentences: boilerplateSentenceSet(boilerplate),
          });
          const interviewer = llmInterviewerFor(deps.config.ai);
          // The first failed question fails the interview: the others stop rather than hold LLM slots.
          const failed = new AbortController();
          const answers = await Promise.all(
            questions.map((q) =>
              interviewer
                .answer(persona, judgeQuestion(profile, persona, q), failed.signal)
                .catch((error) => {
                  failed.abort(error);
                  throw error;
                }),
            ),
          );
          transcript = answers.map((a) => a.item);
          engine = 'openai';
          model = interviewer.model;
          seed = String(LLM_SEED);
          promptHash = LlmInterviewer.promptHash(
            model,
            answers.map((a) => a.messages as ChatMessage[]),
          );
        } else {
          transcript = (
            await deps.engine.run(
              { kind: 'persona', document: extracted, persona, questions, boilerplate },
              { tenant: doc.clientId },
            )
          ).transcript;
          engine = 'builtin';
          model = `${BUILTIN_MODEL}@${PERSONA_ENGINE_VERSION}`;
          seed = null;
          // The simulator's inputs: the same hash means the same transcript.
          promptHash = crypto
            .createHash('sha256')
            .update(
              JSON.stringify({
                engine: PERSONA_ENGINE_VERSION,
                persona,
                questions,
                text: extracted.text,
                // only a firm with boilerplate hashes it, so earlier interviews keep their hashes
                ...(boilerplate.length > 0 ? { boilerplate } : {}),
              }),
            )
            .digest('hex');
        }
        return { transcript, engine, model, seed, promptHash };
      },
      // Any failure fails the interview (not retried): one persona's failure never holds up the others.
      failure(error) {
        if (error instanceof InterviewError) return error.message;
        deps.log.error({ err: error, interviewId }, 'persona interview failed');
        return 'The interview could not be completed because of an internal error. Start it again; if it keeps failing, contact support.';
      },
      async store(outcome, { doc }) {
        // the event commits with the status, and a completed interview is never run again: counted once
        await db.transaction(async (tx) => {
          await updateInterview(tx, interviewId, {
            status: 'completed',
            errorMessage: null,
            ...outcome,
            // the version whose extraction was read (replace file moves the document on; ADR 015)
            version: doc.currentVersion,
            completedAt: new Date(),
          });
          await recordModuleAction(tx, row.interview.clientId, 'interview_completed');
        });
      },
    });
  },
});
