import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceCheck } from '#common/api/compliance.ts';
import type { Analysis } from '#common/api/analyses.ts';
import { expectEvery } from '#common/testing/expect-every.ts';
import { documentFromText } from '#engine/rules/testing/build-document.ts';
import { ADMIN, buildTestApp, signIn, waitFor, type Caller, type TestApp } from '../../test/helpers.ts';
import { createClientUser, createExtractedDocument } from '../../test/factories.ts';
import {
  startChatCompletionsServer,
  type ChatReply,
  type ChatRequest,
} from '../../test/chat-completions-server.ts';

// Contract tests of the AI review (AI_PROVIDER=openai) against a local chat-completions server. Each
// document carries a scenario code ("SCENARIO-happy") the server reads from the prompt to choose its reply.
const VERBATIM = 'Our managers meet the boards of the companies we hold every quarter.';
const MADE_UP = 'Our managers have never lost money for a single client.';
const FLAGGED = 'guaranteed returns with no risk to your money';

/** The first rule (or consideration) id the prompt lists: the one every suggestion relates to. */
const firstTopic = (r: ChatRequest) => /^- (\S+): /m.exec(r.body.messages[1]?.content ?? '')?.[1] ?? '';
const scenarioOf = (r: ChatRequest) =>
  /SCENARIO-([a-z0-9-]+)/.exec(r.body.messages[1]?.content ?? '')?.[1] ?? '';

function suggestions(r: ChatRequest) {
  const topic = firstTopic(r);
  const finding = (quote: string) => ({
    relates_to: topic,
    severity: 'medium',
    message: 'Needs support.',
    quote,
  });
  return JSON.stringify({ findings: [finding(VERBATIM), finding(MADE_UP), finding(FLAGGED)] });
}

const seen = new Map<string, number>();
function decide(r: ChatRequest): ChatReply {
  const scenario = scenarioOf(r);
  const count = (seen.get(scenario) ?? 0) + 1;
  seen.set(scenario, count);
  switch (scenario) {
    case 'happy':
      return { content: suggestions(r) };
    case 'malformed':
      return { content: 'Here are my thoughts: the document looks fine overall.' };
    case 'schema-invalid':
      return {
        content: '{"findings": [{"relates_to": "x", "severity": "critical", "message": "m", "quote": "q"}]}',
      };
    case 'invalid-once':
      return r.body.messages.some((m) => m.role === 'assistant')
        ? { content: suggestions(r) }
        : { content: '{"items": []}' };
    case 'slow':
      return { content: suggestions(r), delayMs: 2500 };
    case 'refusal':
      return { refusal: 'I can’t help with reviewing this document.' };
    case 'broken-body':
      return { brokenBody: true };
    case 'http-500':
      return { status: 500, message: 'internal error' };
    case 'busy-once':
      return count === 1 ? { status: 429, message: 'rate limited' } : { content: suggestions(r) };
    case 'no-json-mode':
      return r.body.response_format
        ? { status: 400, message: "'response_format' is not supported" }
        : { content: `Sure. Here is the JSON:\n${suggestions(r)}\nI hope this helps.` };
    default:
      return { content: '{"findings": []}' };
  }
}

function promotion(scenario: string, extraPages: string[] = []): string {
  return [
    '# The Example Growth Fund',
    `Invest in the Example Growth Fund today for ${FLAGGED}.`,
    VERBATIM,
    `Reference SCENARIO-${scenario} for this leaflet.`,
    ...extraPages.flatMap((page) => ['---page---', page]),
  ].join('\n\n');
}

describe('AI review of compliance checks and AoV analyses (AI_PROVIDER=openai)', () => {
  let t: TestApp;
  let admin: Caller;
  let firmId: string;
  let llm: Awaited<ReturnType<typeof startChatCompletionsServer>>;

  beforeAll(async () => {
    llm = await startChatCompletionsServer(decide);
    t = await buildTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: llm.baseUrl,
      AI_MODEL: 'review-model',
      AI_TIMEOUT_MS: '1000',
      AI_CONCURRENCY: '2',
    });
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    // Documents belong to a firm (ADR 018); the platform admin runs the checks on a client firm's documents.
    firmId = (await createClientUser(t.app)).id;
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  const requestsFor = (scenario: string) => llm.requests.filter((r) => scenarioOf(r) === scenario);

  async function check(text: string): Promise<ComplianceCheck> {
    const doc = await createExtractedDocument(t.app, firmId, documentFromText(text), {
      documentType: 'financial-promotion',
    });
    const start = await admin.request({
      method: 'POST',
      url: '/api/compliance/checks',
      payload: { documentId: doc.id },
    });
    expect(start.statusCode).toBe(202);
    return waitFor(
      async () =>
        (await admin.request({ method: 'GET', url: `/api/compliance/checks/${start.json().id}` })).json(),
      (c: ComplianceCheck) => c.status === 'completed' || c.status === 'failed',
    );
  }

  const ruleFindings = (c: ComplianceCheck) => c.findings.filter((f) => f.origin !== 'ai-suggested');
  const aiFindings = (c: ComplianceCheck) => c.findings.filter((f) => f.origin === 'ai-suggested');

  /** The check completed with the rules' findings, no AI finding, and a note saying the review did not run. */
  function expectRulesOnly(c: ComplianceCheck, note: RegExp) {
    expect(c.status).toBe('completed');
    expect(ruleFindings(c).map((f) => f.ruleId)).toContain('COBS4.2.1R-absolute-claims');
    expect(c.rag).toBe('red');
    expect(aiFindings(c)).toEqual([]);
    expect(c.aiReview).toMatchObject({ status: 'failed', model: 'review-model' });
    expect(c.aiReview!.note).toMatch(note);
  }

  it('adds a suggestion whose quote is verbatim, labelled AI-suggested with prompt and schema versions, and drops a made-up quote and a repeat', async () => {
    const c = await check(promotion('happy'));
    expect(c.status).toBe('completed');
    const added = aiFindings(c);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      origin: 'ai-suggested',
      ruleId: expect.stringMatching(/^ai:/),
      relatesTo: expect.any(String),
      severity: 'medium',
      message: 'Needs support.',
      evidence: [{ page: 1, quote: VERBATIM }],
    });
    expect(c.aiReview).toMatchObject({
      status: 'completed',
      model: 'review-model',
      promptVersion: 'review-prompt-1',
      schemaVersion: 'review-schema-1',
      chunks: { total: 1, reviewed: 1 },
      counts: { proposed: 3, kept: 1, unverified: 1, duplicate: 1, unknownTopic: 0 },
    });
    expect(c.aiReview!.note).toBe(
      'The AI review added 1 suggested finding; dropped 1 whose quote is not in the document, 1 on a sentence already flagged.',
    );
    // The rules' own result is untouched: the same findings and rating as without the review.
    expect(ruleFindings(c).map((f) => f.ruleId)).toContain('COBS4.2.1R-absolute-claims');
    expectEvery(ruleFindings(c), (f) => f.origin === 'rules');
    // The prompt carried the rules' findings and the document's text, page by page.
    const prompt = requestsFor('happy')[0]!.body.messages[1]!.content;
    expect(prompt).toContain('Findings already made:');
    expect(prompt).toContain('[page 1]');

    // A reviewer decides on an AI-suggested finding like any other, by its own id.
    const dismissed = await admin.request({
      method: 'PATCH',
      url: `/api/compliance/checks/${c.id}/findings/${encodeURIComponent(added[0]!.ruleId)}`,
      payload: { status: 'dismissed', reason: 'Stated in the prospectus.' },
    });
    expect(dismissed.statusCode).toBe(200);
    expect(aiFindings(dismissed.json())[0]!.decision).toMatchObject({ status: 'dismissed' });
    expect(
      ruleFindings(dismissed.json()).find((f) => f.ruleId === added[0]!.relatesTo)?.decision ?? null,
    ).toBeNull();

    const metrics = await t.app.deps.metrics.registry.getSingleMetricAsString(
      'clarion_ai_review_suggestions_total',
    );
    expect(metrics).toContain('kind="compliance",outcome="unverified"} 1');
  });

  it('asks once more after a reply the schema refuses, and uses the valid second reply', async () => {
    const c = await check(promotion('invalid-once'));
    expect(c.aiReview).toMatchObject({ status: 'completed', counts: { kept: 1 } });
    expect(requestsFor('invalid-once')).toHaveLength(2);
  });

  it('completes with the rules’ findings when the reply is not JSON, twice', async () => {
    const c = await check(promotion('malformed'));
    expectRulesOnly(
      c,
      /^The AI review did not run \(the AI model gave no valid reply after 2 attempts \(the reply is not JSON\)\)/,
    );
    expect(requestsFor('malformed')).toHaveLength(2);
  });

  it('completes with the rules’ findings when the JSON does not match the schema', async () => {
    const c = await check(promotion('schema-invalid'));
    expectRulesOnly(c, /did not run .*findings\.0\.severity/);
  });

  it('counts AI_TIMEOUT_MS once for the whole call: a slow server is asked once and the check still completes', async () => {
    const c = await check(promotion('slow'));
    expectRulesOnly(c, /did not run \(The AI provider did not answer within 1 s\)/);
    expect(requestsFor('slow')).toHaveLength(1);
  });

  it('completes with the rules’ findings when the model refuses or the reply body is cut off', async () => {
    expectRulesOnly(
      await check(promotion('refusal')),
      /the AI model declined: I can’t help with reviewing this document/,
    );
    expectRulesOnly(await check(promotion('broken-body')), /not valid JSON/);
  });

  it('tries a failing server (HTTP 500) three times within the budget, then completes with the rules’ findings', async () => {
    const c = await check(promotion('http-500'));
    expectRulesOnly(c, /HTTP 500/);
    expect(requestsFor('http-500')).toHaveLength(3);
  });

  it('tries again after HTTP 429 and keeps the suggestion', async () => {
    const c = await check(promotion('busy-once'));
    expect(c.aiReview).toMatchObject({ status: 'completed', counts: { kept: 1 } });
  });

  it('says the review was partial when one part of a long document could not be reviewed', async () => {
    const filler = Array.from(
      { length: 200 },
      (_, i) => `Paragraph ${i + 1} describes the fund's ordinary business in plain words.`,
    );
    const c = await check(
      promotion('happy', [[...filler, 'Reference SCENARIO-malformed here.'].join('\n\n')]),
    );
    expect(c.status).toBe('completed');
    expect(c.aiReview).toMatchObject({
      status: 'partial',
      chunks: { total: 2, reviewed: 1 },
      counts: { kept: 1 },
    });
    expect(c.aiReview!.note).toMatch(
      /^The AI review was partial: 1 of 2 parts of the document were reviewed/,
    );
    expect(aiFindings(c)).toHaveLength(1);
  });

  it('labels AI-suggested findings of an AoV analysis, each tied to a COLL consideration', async () => {
    const doc = await createExtractedDocument(
      t.app,
      firmId,
      documentFromText(
        [
          '# Assessment of Value 2024',
          'We assessed the Example Growth Fund against the seven considerations for the year ended 31 March 2024.',
          '# About the manager',
          VERBATIM,
          '# Performance',
          'The fund returned 6.1% over the year against 5.2% for its benchmark, so it delivered value.',
          'Reference SCENARIO-happy.',
        ].join('\n\n'),
      ),
      { documentType: 'aov-report' },
    );
    const start = await admin.request({ method: 'POST', url: `/api/documents/${doc.id}/analyses` });
    expect(start.statusCode).toBe(202);
    const analysis: Analysis = await waitFor(
      async () => (await admin.request({ method: 'GET', url: `/api/analyses/${start.json().id}` })).json(),
      (a: Analysis) => a.status === 'completed' || a.status === 'failed',
    );
    expect(analysis.status).toBe('completed');
    const added = analysis.result!.findings.filter((f) => f.origin === 'ai-suggested');
    expect(added).toEqual([
      expect.objectContaining({
        source: 'aov',
        page: 1,
        quote: VERBATIM,
        citation: expect.stringContaining('COLL 6.6.21R'),
      }),
    ]);
    expect(analysis.aiReview).toMatchObject({
      status: 'completed',
      promptVersion: 'review-prompt-1',
      schemaVersion: 'review-schema-1',
    });
    const prompt = llm.requests.at(-1)!.body.messages;
    expect(prompt[0]!.content).toContain('COLL 6.6.21R');
  });

  // Last: the shared client stops sending response_format once a server has refused it.
  it('asks again without response_format when the server lacks json_object mode, and reads the object out of prose', async () => {
    const c = await check(promotion('no-json-mode'));
    expect(c.aiReview).toMatchObject({ status: 'completed', counts: { kept: 1 } });
    const sent = requestsFor('no-json-mode');
    expect(sent.map((r) => 'response_format' in r.body)).toEqual([true, false]);
  });
});
