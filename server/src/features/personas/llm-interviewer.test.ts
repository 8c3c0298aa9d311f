import { describe, expect, it } from 'vitest';
import { DocumentProfile, judgeQuestion, type SimPersona } from '#engine/personas/index.ts';
import { plainDocument } from '#engine/personas/testing/paired-documents.ts';
import { LlmInterviewer } from './llm-interviewer.ts';

const persona: SimPersona = {
  name: 'Test Reader',
  age: 40,
  financialKnowledge: 'Beginner',
  vulnerability: false,
  vulnerabilityDrivers: [],
  accessibilityNeeds: [],
  speechStyle: { confidence: 'low', technicalTerms: 'avoids', sentenceLength: 'short' },
  concerns: [],
  motivations: [],
};
const profile = new DocumentProfile(
  plainDocument({
    fund: 'Example Fund',
    ongoingCharge: 0.85,
    transactionCost: 0.1,
    lastYear: 5,
    comparator: 4,
    years: 5,
    phone: '0800 000 0000',
  }),
);
const judgement = judgeQuestion(profile, persona, {
  id: 'q1',
  category: 'cost',
  text: 'How much will this fund cost you each year?',
});
const VALID = JSON.stringify({
  answer: 'You pay 0.85% a year.',
  qa_score: 5,
  feedback: 'Clear.',
  evidence_pages: [1],
});

/** A chat-completions endpoint in memory whose replies the test releases one by one, counting calls in flight. */
function heldServer() {
  const held: (() => void)[] = [];
  const counts = { inFlight: 0, max: 0 };
  const fetch = (async () => {
    counts.inFlight++;
    counts.max = Math.max(counts.max, counts.inFlight);
    await new Promise<void>((resolve) => held.push(resolve));
    counts.inFlight--;
    return new Response(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: 'test-model',
        choices: [{ index: 0, message: { role: 'assistant', content: VALID }, finish_reason: 'stop' }],
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  }) as unknown as typeof globalThis.fetch;
  return { fetch, held, counts };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((r) => setTimeout(r, 1));
};

describe(LlmInterviewer.name, () => {
  // A freed slot must go to the caller already waiting: a newcomer arriving in the same tick as the release
  // must not slip in beside it. Newcomers are tried at every microtask offset after a release.
  it('never has more than AI_CONCURRENCY calls in flight, whenever a newcomer arrives', async () => {
    let worst = 0;
    for (let offset = 0; offset < 40; offset++) {
      const server = heldServer();
      const interviewer = new LlmInterviewer(
        {
          baseUrl: 'http://127.0.0.1:1/v1',
          apiKey: 'x',
          model: 'test-model',
          timeoutMs: 5_000,
          concurrency: 1,
        },
        { fetch: server.fetch },
      );
      const first = interviewer.answer(persona, judgement);
      const waiting = interviewer.answer(persona, judgement);
      await until(() => server.held.length === 1);
      server.held.shift()!();
      for (let i = 0; i < offset; i++) await Promise.resolve();
      const newcomer = interviewer.answer(persona, judgement);
      await first;
      await until(() => server.held.length > 0);
      await new Promise((r) => setTimeout(r, 5));
      while (server.held.length) {
        server.held.shift()!();
        await until(() => server.held.length > 0 || server.counts.inFlight === 0);
      }
      await Promise.all([waiting, newcomer]);
      worst = Math.max(worst, server.counts.max);
    }
    expect(worst).toBe(1);
  });
});
