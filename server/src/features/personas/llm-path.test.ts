import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Interview, InterviewSummary, Persona } from '#common/api/personas.ts';
import { plainDocument } from '#engine/personas/testing/paired-documents.ts';
import { ADMIN, buildTestApp, signIn, type Caller, type TestApp } from '../../../test/helpers.ts';
import { createExtractedDocument } from '../../../test/factories.ts';

// A local server that speaks the chat-completions protocol, with one behaviour per persona (by name in the
// system prompt): valid JSON, invalid JSON once then valid, never valid, or too slow to answer.
type Behaviour = 'valid' | 'invalid-once' | 'never-valid' | 'slow';
const BEHAVIOUR: Record<string, Behaviour> = {
  'Doreen Whitaker': 'never-valid',
  'Jamal Hussain': 'invalid-once',
  'Frank Hughes': 'slow',
};

const requests: { persona: string; body: Record<string, unknown> }[] = [];
let inFlight = 0;
let maxInFlight = 0;
/** Bumped when a test resets the counters, so a close left over from an earlier test cannot count down. */
let generation = 0;
/** How long a valid answer takes; the concurrency test slows it so calls overlap. */
let validDelayMs = 50;

function reply(res: http.ServerResponse, content: string, model: string) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: `chatcmpl-${requests.length}`,
      object: 'chat.completion',
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    }),
  );
}

const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as { model: string; messages: { role: string; content: string }[] };
    const system = body.messages[0]?.content ?? '';
    const persona = /role-playing (.+?), aged/.exec(system)?.[1] ?? '';
    requests.push({ persona, body });
    const behaviour = BEHAVIOUR[persona] ?? 'valid';
    const valid = JSON.stringify({
      answer: `As ${persona}, I read that you pay 0.85% a year.`,
      qa_score: 4,
      feedback: 'Charges are stated as a percentage on page 1.',
      evidence_pages: [1],
    });
    // Counted until the connection closes, so a request the client gave up on stops counting when it aborts.
    const counted = generation;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => {
      if (counted === generation) inFlight--;
    });
    const done = (content: string) => {
      if (!res.destroyed && !res.writableEnded) reply(res, content, body.model);
    };
    const retried = body.messages.some((m) => m.role === 'assistant');
    if (behaviour === 'slow') setTimeout(() => done(valid), 2500);
    else if (behaviour === 'never-valid') setTimeout(() => done('Sorry, I cannot answer in JSON.'), 20);
    else if (behaviour === 'invalid-once' && !retried)
      setTimeout(() => done(JSON.stringify({ answer: 'Hmm', qa_score: 9, feedback: 'x' })), 20);
    else setTimeout(() => done(valid), validDelayMs);
  });
});

describe('persona interviews through an OpenAI-compatible endpoint (AI_PROVIDER=openai)', () => {
  let t: TestApp;
  let admin: Caller;
  let personas: Persona[];
  let documentId: string;
  let questionIds: string[];

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await buildTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '1000',
      AI_CONCURRENCY: '2',
    });
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    documentId = (
      await createExtractedDocument(
        t.app,
        admin.userId,
        plainDocument({
          fund: 'Example UK Growth Fund',
          ongoingCharge: 0.85,
          transactionCost: 0.12,
          lastYear: 6.3,
          comparator: 4.1,
          years: 5,
          phone: '0800 123 4567',
        }),
      )
    ).id;
    personas = (await admin.request({ method: 'GET', url: '/api/personas' })).json().items;
    const questions = (await admin.request({ method: 'GET', url: '/api/interview-questions' })).json().items;
    questionIds = [questions.find((q: { category: string }) => q.category === 'cost').id, questions[0].id];
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives the model the retrieved passages, validates its JSON, retries an invalid reply once and fails clearly otherwise', async () => {
    const names = ['Priya Raman', 'Jamal Hussain', 'Doreen Whitaker', 'Frank Hughes'];
    const chosen = names.map((n) => personas.find((p) => p.name === n)!);
    const res = await admin.request({
      method: 'POST',
      url: '/api/interviews',
      payload: { documentId, personaIds: chosen.map((p) => p.id), questionIds },
    });
    expect(res.statusCode).toBe(202);
    const ids = (res.json().items as InterviewSummary[]).map((i) => i.id);
    const deadline = Date.now() + 30_000;
    let items: InterviewSummary[] = [];
    while (Date.now() < deadline) {
      items = (await admin.request({ method: 'GET', url: `/api/interviews?ids=${ids.join(',')}` })).json()
        .items;
      if (items.every((i) => i.status === 'completed' || i.status === 'failed')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const byName = new Map(items.map((i) => [i.persona.name, i]));

    const priya = (
      await admin.request({ method: 'GET', url: `/api/interviews/${byName.get('Priya Raman')!.id}` })
    ).json() as Interview;
    expect(priya).toMatchObject({
      status: 'completed',
      engine: 'openai',
      model: 'test-model',
      seed: '7',
      simulated: true,
    });
    expect(priya.promptHash).toMatch(/^[0-9a-f]{64}$/);
    expect(priya.transcript).toHaveLength(2);
    expect(priya.transcript[0]).toMatchObject({
      qa_score: 4,
      answer: expect.stringContaining('Priya Raman'),
    });
    expect(priya.transcript[0]!.evidence.every((e) => e.page === 1)).toBe(true);

    expect(byName.get('Jamal Hussain')!.status).toBe('completed');
    expect(requests.filter((r) => r.persona === 'Jamal Hussain')).toHaveLength(4);

    const doreen = byName.get('Doreen Whitaker')!;
    expect(doreen.status).toBe('failed');
    expect(doreen.error).toMatch(
      /The AI model gave no valid answer to “.+” after 2 attempts \(the reply is not JSON\)\./,
    );

    const frank = byName.get('Frank Hughes')!;
    expect(frank.status).toBe('failed');
    expect(frank.error).toBe('The AI provider did not answer within 1 s.');

    const sent = requests.find((r) => r.persona === 'Priya Raman')!.body as {
      model: string;
      seed: number;
      messages: { content: string }[];
    };
    expect(sent.model).toBe('test-model');
    expect(sent.seed).toBe(7);
    expect(sent.messages[1]!.content).toContain('Passages you read:');
    expect(sent.messages[1]!.content).toMatch(/page \d/);
  });

  // Apart from the time-out case: a request the client gave up on may still count on the server until its
  // connection's close is processed, which on a busy machine can overlap the next call.
  it('keeps at most AI_CONCURRENCY calls in flight', async () => {
    const others = personas.filter((p) => !(p.name in BEHAVIOUR) && p.name !== 'Priya Raman').slice(0, 4);
    validDelayMs = 300;
    generation++;
    inFlight = 0;
    maxInFlight = 0;
    try {
      const res = await admin.request({
        method: 'POST',
        url: '/api/interviews',
        payload: { documentId, personaIds: others.map((p) => p.id), questionIds },
      });
      expect(res.statusCode).toBe(202);
      const ids = (res.json().items as InterviewSummary[]).map((i) => i.id);
      const deadline = Date.now() + 30_000;
      let items: InterviewSummary[] = [];
      while (Date.now() < deadline) {
        items = (await admin.request({ method: 'GET', url: `/api/interviews?ids=${ids.join(',')}` })).json()
          .items;
        if (items.every((i) => i.status === 'completed' || i.status === 'failed')) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(items.map((i) => i.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
      expect(maxInFlight).toBeGreaterThan(0);
      expect(maxInFlight).toBeLessThanOrEqual(2);
    } finally {
      validDelayMs = 50;
    }
  });
});
