import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Interview, InterviewSummary, Persona } from '#common/api/personas.ts';
import { plainDocument } from '#engine/personas/testing/paired-documents.ts';
import { ADMIN, buildTestApp, signIn, type Caller, type TestApp } from '../../../test/helpers.ts';
import { createClientUser, createExtractedDocument } from '../../../test/factories.ts';
import { expectEvery } from '#common/testing/expect-every.ts';

// A local server that speaks the chat-completions protocol, with one behaviour per persona (by name in the
// system prompt): valid JSON, invalid JSON once then valid, never valid, too slow to answer, evidence from a
// page it was not given, a low score with its own cause, no support for response_format json_object, a
// refusal, a reply body that is not JSON, or an overloaded server (503) on the first call.
type Behaviour =
  | 'valid'
  | 'invalid-once'
  | 'never-valid'
  | 'slow'
  | 'evidence-elsewhere'
  | 'low-score'
  | 'no-json-mode'
  | 'refusal'
  | 'broken-body'
  | 'busy-once';
const BEHAVIOUR: Record<string, Behaviour> = {
  'Doreen Whitaker': 'never-valid',
  'Jamal Hussain': 'invalid-once',
  'Frank Hughes': 'slow',
  'Graham McLeod': 'evidence-elsewhere',
  'Kerry Atkinson': 'low-score',
  'Tomasz Nowak': 'no-json-mode',
  'Margaret Osei': 'refusal',
  'Oliver Bennett': 'broken-body',
  'Sophie Clarke': 'busy-once',
};

const requests: { persona: string; body: Record<string, unknown>; at: number }[] = [];
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

function questionOf(r: { body: Record<string, unknown> }): string {
  const messages = r.body.messages as { content: string }[];
  return /^Question \(.+?\): (.+)$/m.exec(messages[1]?.content ?? '')?.[1] ?? '';
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
    requests.push({ persona, body, at: Date.now() });
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
    const question = /^Question \(.+?\): (.+)$/m.exec(body.messages[1]?.content ?? '')?.[1] ?? '';
    const earlier = requests.filter(
      (r) => r.persona === persona && r.body !== body && questionOf(r) === question,
    );
    if (behaviour === 'evidence-elsewhere')
      setTimeout(() => done(JSON.stringify({ ...JSON.parse(valid), evidence_pages: [99] })), 20);
    else if (behaviour === 'low-score')
      setTimeout(
        () =>
          done(
            JSON.stringify({
              answer: 'I am not sure what an ongoing charge is.',
              qa_score: 2,
              feedback: 'The charge is given as a term this reader does not know.',
              evidence_pages: [1],
              causes: ['jargon'],
            }),
          ),
        20,
      );
    else if (behaviour === 'no-json-mode' && 'response_format' in body) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: "'response_format' is not supported", type: 'invalid_request_error' },
        }),
      );
    } else if (behaviour === 'refusal')
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-refusal',
            object: 'chat.completion',
            created: 1_700_000_000,
            model: body.model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: null, refusal: 'I can’t help with that request.' },
                finish_reason: 'stop',
              },
            ],
          }),
        );
      }, 20);
    else if (behaviour === 'broken-body') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"id":"chatcmpl-broken","choices":[{"message":');
    } else if (behaviour === 'busy-once' && earlier.length === 0) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
    } else if (behaviour === 'slow') setTimeout(() => done(valid), 2500);
    else if (behaviour === 'never-valid') setTimeout(() => done('Sorry, I cannot answer in JSON.'), 20);
    else if (behaviour === 'invalid-once' && !retried)
      setTimeout(() => done(JSON.stringify({ answer: 'Hmm', qa_score: 9, feedback: 'x' })), 20);
    // Servers without json_object mode tend to wrap the object in prose: the first object is read.
    else if (behaviour === 'no-json-mode')
      setTimeout(() => done(`Here is the JSON you asked for:\n${valid}\nLet me know if you need more.`), 20);
    else setTimeout(() => done(valid), validDelayMs);
  });
});

describe('persona interviews through an OpenAI-compatible endpoint (AI_PROVIDER=openai)', () => {
  let t: TestApp;
  let admin: Caller;
  let personas: Persona[];
  let documentId: string;
  let questionIds: string[];
  let fourQuestionIds: string[];

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
    // Documents belong to a client firm (ADR 018); the platform admin runs the interviews on one.
    const firm = await createClientUser(t.app);
    documentId = (
      await createExtractedDocument(
        t.app,
        firm.id,
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
    fourQuestionIds = [
      ...questionIds,
      ...questions.map((q: { id: string }) => q.id).filter((id: string) => !questionIds.includes(id)),
    ].slice(0, 4);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Starts one interview per persona name and waits until every one has completed or failed. */
  async function interview(names: string[], asked = questionIds) {
    const ids = names.map((n) => personas.find((p) => p.name === n)!.id);
    const res = await admin.request({
      method: 'POST',
      url: '/api/interviews',
      payload: { documentId, personaIds: ids, questionIds: asked },
    });
    expect(res.statusCode).toBe(202);
    const interviewIds = (res.json().items as InterviewSummary[]).map((i) => i.id);
    const deadline = Date.now() + 30_000;
    const finishedAt = new Map<string, number>();
    let items: InterviewSummary[] = [];
    while (Date.now() < deadline) {
      items = (
        await admin.request({ method: 'GET', url: `/api/interviews?ids=${interviewIds.join(',')}` })
      ).json().items;
      for (const i of items)
        if ((i.status === 'completed' || i.status === 'failed') && !finishedAt.has(i.persona.name))
          finishedAt.set(i.persona.name, Date.now());
      if (items.every((i) => i.status === 'completed' || i.status === 'failed')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const full = await Promise.all(
      items.map(
        async (i) =>
          (await admin.request({ method: 'GET', url: `/api/interviews/${i.id}` })).json() as Interview,
      ),
    );
    return { byName: new Map(full.map((i) => [i.persona.name, i])), finishedAt };
  }

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
    expectEvery(priya.transcript[0]!.evidence, (e) => e.page === 1);

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

  it('counts AI_TIMEOUT_MS once per answer: a slow server is not asked again by the SDK', async () => {
    const since = Date.now();
    const { byName, finishedAt } = await interview(['Frank Hughes']);
    const frank = byName.get('Frank Hughes')!;
    expect(frank.status).toBe('failed');
    expect(frank.error).toBe('The AI provider did not answer within 1 s.');
    const sent = requests.filter((r) => r.persona === 'Frank Hughes' && r.at >= since);
    expect(sent).toHaveLength(questionIds.length);
    const first = Math.min(...sent.map((r) => r.at));
    // 1 s budget, plus the job's write and the 50 ms poll; twice the budget would mean a second try.
    expect(finishedAt.get('Frank Hughes')! - first).toBeLessThan(1_700);
  });

  it('stops the rest of an interview once one question has failed, so it does not hold the slots', async () => {
    const since = Date.now();
    const { byName, finishedAt } = await interview(['Frank Hughes'], fourQuestionIds);
    expect(fourQuestionIds).toHaveLength(4);
    expect(byName.get('Frank Hughes')!.status).toBe('failed');
    // Questions still queued behind the failed ones would be sent just after the interview is marked failed.
    await new Promise((r) => setTimeout(r, 300));
    const sent = requests.filter((r) => r.persona === 'Frank Hughes' && r.at >= since);
    // AI_CONCURRENCY=2: the first two questions time out together and the other two are never sent.
    expect(sent).toHaveLength(2);
    expect(finishedAt.get('Frank Hughes')! - Math.min(...sent.map((r) => r.at))).toBeLessThan(1_700);
  });

  it('drops evidence on pages the model was not given, and says so in the transcript', async () => {
    const { byName } = await interview(['Graham McLeod']);
    const graham = byName.get('Graham McLeod')!;
    expect(graham.status).toBe('completed');
    expect(graham.transcript).toHaveLength(questionIds.length);
    for (const item of graham.transcript) {
      expect(item.evidence).toEqual([]);
      expect(item.feedback).toContain('page 99, which it was not given');
    }
  });

  it("takes a low score's causes from the model's answer, checked against the shared causes", async () => {
    const { byName } = await interview(['Kerry Atkinson']);
    const kerry = byName.get('Kerry Atkinson')!;
    expect(kerry.status).toBe('completed');
    expect(kerry.transcript).toHaveLength(questionIds.length);
    for (const item of kerry.transcript) {
      expect(item.qa_score).toBe(2);
      expect(item.causes).toEqual(['jargon']);
    }
  });

  it('asks again without response_format when the server does not support json_object, and reads the object out of prose', async () => {
    const since = Date.now();
    const { byName } = await interview(['Tomasz Nowak']);
    const tomasz = byName.get('Tomasz Nowak')!;
    expect(tomasz).toMatchObject({ status: 'completed' });
    expect(tomasz.transcript[0]).toMatchObject({ qa_score: 4, answer: expect.stringContaining('0.85%') });
    const sent = requests.filter((r) => r.persona === 'Tomasz Nowak' && r.at >= since);
    const plain = sent.filter((r) => !('response_format' in r.body));
    expect(plain.length).toBeGreaterThanOrEqual(questionIds.length);
    const messages = plain[0]!.body.messages as { content: string }[];
    expect(messages[0]!.content).toContain('Reply with a JSON object only');
  });

  it('fails one interview with a clear message for a refusal or a reply body that is not JSON', async () => {
    const { byName } = await interview(['Margaret Osei', 'Oliver Bennett', 'Priya Raman']);
    const margaret = byName.get('Margaret Osei')!;
    expect(margaret.status).toBe('failed');
    expect(margaret.error).toMatch(
      /^The AI model declined to answer “.+”: I can’t help with that request\.$/,
    );
    const oliver = byName.get('Oliver Bennett')!;
    expect(oliver.status).toBe('failed');
    expect(oliver.error).toBe('The AI provider sent a reply that is not valid JSON.');
    expect(byName.get('Priya Raman')!.status).toBe('completed');
  });

  it('tries again, within the same time budget, after the server says it is busy (503)', async () => {
    const { byName } = await interview(['Sophie Clarke']);
    expect(byName.get('Sophie Clarke')).toMatchObject({ status: 'completed' });
  });
});
