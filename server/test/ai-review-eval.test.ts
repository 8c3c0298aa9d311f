// bench/ai-review-eval.ts, run as a team member would run it against a model: here a local chat-completions
// server that answers every chunk with one suggestion quoting the document's first sentence under the first
// rule listed. The bench must put each case through the same review the compliance job runs, count what was
// proposed, kept and dropped, and score packs alone against packs + review on the same cases.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatCompletionsServer, type ChatRequest } from './chat-completions-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** The first rule id the prompt lists, and the first sentence of the document text it gives. */
function suggestion(request: ChatRequest): string {
  const prompt = request.body.messages[1]?.content ?? '';
  const topic = /^- (\S+): /m.exec(prompt)?.[1] ?? '';
  const text = prompt.split(/^Document text \(pages [^)]*\):\n/m)[1] ?? '';
  const quote = /[^.!?\n]{12,}[.!?]/.exec(text.replace(/^#+ .*$/gm, ''))?.[0].trim() ?? '';
  return JSON.stringify({
    findings: [
      { relates_to: topic, severity: 'medium', message: 'Review this.', quote, suggestion: 'Fix it.' },
    ],
  });
}

type Side = { tp: number; fp: number; fn: number; tn: number };
type Output = {
  model: string;
  cases: { dev: number; frozen: number };
  reviews: Record<
    'completed' | 'partial' | 'failed' | 'proposed' | 'kept' | 'unverified' | 'duplicate' | 'unknownTopic',
    number
  >;
  dev: {
    micro: { packs: Side; packsAndReview: Side };
    perRule: Record<string, { packs: Side; packsAndReview: Side }>;
  };
  frozen?: unknown;
};

describe('bench/ai-review-eval.ts', () => {
  let model: Awaited<ReturnType<typeof startChatCompletionsServer>>;
  beforeAll(async () => {
    model = await startChatCompletionsServer((request) => ({ content: suggestion(request) }));
  });
  afterAll(() => model.close());

  const bench = (env: Record<string, string>, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'bench/ai-review-eval.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      maxBuffer: 16 * 1024 * 1024,
    });

  it('reviews every case as the compliance job does and scores packs alone against packs + review', async () => {
    const { stdout } = await bench(
      { AI_PROVIDER: 'openai', AI_BASE_URL: model.baseUrl, AI_MODEL: 'test-model' },
      '--limit',
      '6',
    );
    const out = JSON.parse(stdout) as Output;
    expect(out.model).toBe('test-model');
    expect(out.cases).toEqual({ dev: 6, frozen: 0 });
    expect(out.frozen).toBeUndefined();
    // One chunk per short case, one suggestion per chunk, each accounted for.
    expect(out.reviews.completed).toBe(6);
    expect(model.requests.length).toBe(6);
    expect(out.reviews.proposed).toBe(6);
    const { kept, unverified, duplicate, unknownTopic } = out.reviews;
    expect(kept + unverified + duplicate + unknownTopic).toBe(6);
    expect(kept).toBeGreaterThan(0);
    // The same labels are scored on both sides; the review can only add fired rules.
    const { packs, packsAndReview } = out.dev.micro;
    expect(packsAndReview.tp + packsAndReview.fn).toBe(packs.tp + packs.fn);
    expect(packsAndReview.fp + packsAndReview.tn).toBe(packs.fp + packs.tn);
    expect(packsAndReview.tp + packsAndReview.fp).toBeGreaterThanOrEqual(packs.tp + packs.fp);
    // The first cases are certainty claims and their clean look-alikes; the first rule listed is the absolute-
    // claims rule, so each kept suggestion fires it on a case whose sentences the packs left alone.
    expect(packsAndReview.tp + packsAndReview.fp).toBeGreaterThan(packs.tp + packs.fp);
    const absolute = out.dev.perRule['COBS4.2.1R-absolute-claims']!;
    expect(absolute.packsAndReview.fp).toBeGreaterThan(absolute.packs.fp);
  }, 60_000);

  it('refuses to run without a model, saying what to set', async () => {
    await expect(bench({ AI_PROVIDER: 'builtin' })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/AI_PROVIDER=openai, AI_BASE_URL and AI_MODEL/),
    });
  }, 60_000);
});
