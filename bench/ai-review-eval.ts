// The optional AI review (ADR 012) measured on the external set: for each case the rule packs run as the
// compliance job runs them, then the reviewer with the same input (llm/compliance-review-input.ts); a rule
// counts as fired when the packs or a kept AI-suggested finding (verbatim quote, not on a flagged sentence)
// relate to it. Prints the packs alone and packs + review side by side, per rule and overall, with what the
// review proposed, kept and dropped. Needs a model: AI_PROVIDER=openai, AI_BASE_URL, AI_MODEL (and AI_API_KEY
// for a hosted one; a local llama.cpp or Ollama server needs none), as for the app (README, configuration).
// Run: AI_PROVIDER=openai AI_BASE_URL=… AI_MODEL=… npx tsx bench/ai-review-eval.ts [--frozen] [--limit N] [--cases]
//   --frozen    adds the frozen half: read it once, for a reviewer or prompt that is otherwise settled
//   --limit N   the first N dev cases only (a smoke run against a new endpoint)
//   --cases     adds the ids of missed and wrongly flagged cases
import Fastify from 'fastify';
import { loadConfig } from '../server/src/config.ts';
import { reviewDocument } from '../server/src/llm/ai-reviewer.ts';
import { complianceReviewInput } from '../server/src/llm/compliance-review-input.ts';
import { Metrics } from '../server/src/observability/metrics.ts';
import { readRulePacks } from '../server/src/features/compliance/rule-packs.ts';
import { checkDocument } from '#engine/rules/index.ts';
import { documentFromText } from '#engine/rules/testing/build-document.ts';
import { scoreFired, withoutCaseIds, type Evaluation, type Score } from '#engine/rules/testing/evaluate.ts';
import { DEV_ADDED_CASES, DEV_CASES, FROZEN_CASES } from '#engine/rules/testing/external-set/cases.ts';
import { CONCEPT_RULES, type ExternalCase } from '#engine/rules/testing/external-set/concepts.ts';

const args = process.argv.slice(2);
const withFrozen = args.includes('--frozen');
const withCases = args.includes('--cases');
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : Infinity;

const config = loadConfig();
if (config.aiProvider !== 'openai' || !config.aiReview) {
  console.error(
    'bench/ai-review-eval.ts measures the AI review, which runs only with AI_PROVIDER=openai (and AI_REVIEW not ' +
      'false): set AI_PROVIDER=openai, AI_BASE_URL and AI_MODEL to a chat-completions endpoint.',
  );
  process.exit(2);
}

// The packs as the server reads them at start-up.
const packs = readRulePacks();
const deps = {
  config,
  log: Fastify({ logger: { level: 'error' } }).log,
  metrics: new Metrics({ queueStats: async () => [] }),
};

type Fired = Map<string, Set<string>>;
const totals = {
  completed: 0,
  partial: 0,
  failed: 0,
  proposed: 0,
  kept: 0,
  unverified: 0,
  duplicate: 0,
  unknownTopic: 0,
};

/** The rules the packs fired on each case, and the rules the packs or the review fired. */
async function fire(cases: readonly ExternalCase[]): Promise<{ packs: Fired; reviewed: Fired }> {
  const byPacks: Fired = new Map();
  const reviewed: Fired = new Map();
  // The chat client caps concurrent calls at AI_CONCURRENCY; every case is queued at once behind it.
  await Promise.all(
    cases.map(async (c) => {
      const document = documentFromText(
        c.text,
        c.bodyFontSize === undefined ? {} : { bodyFontSize: c.bodyFontSize },
      );
      const result = checkDocument(document, packs, { documentType: c.documentType });
      const rules = new Set(result.findings.map((f) => f.ruleId));
      byPacks.set(c.id, rules);
      const review = await reviewDocument(deps, 'compliance', complianceReviewInput(document, packs, result));
      reviewed.set(c.id, new Set([...rules, ...(review?.findings ?? []).map((f) => f.relatesTo)]));
      if (!review) return;
      totals[review.status] += 1;
      for (const key of ['proposed', 'kept', 'unverified', 'duplicate', 'unknownTopic'] as const)
        totals[key] += review.counts[key];
    }),
  );
  return { packs: byPacks, reviewed };
}

function brief<T extends Score>(score: T): Omit<T, 'missed' | 'falseAlarms'> | T {
  return withCases ? score : withoutCaseIds(score);
}

/** Per rule: packs alone, then packs + review, for every rule either fired on or had a breach to find. */
function compare(alone: Evaluation, withReview: Evaluation) {
  const rules = Object.keys(alone.perRule).filter((id) => {
    const s = withReview.perRule[id]!;
    return s.tp + s.fp + s.fn > 0;
  });
  return {
    micro: { packs: brief(alone.micro), packsAndReview: brief(withReview.micro) },
    perRule: Object.fromEntries(
      rules.map((id) => [
        id,
        { packs: brief(alone.perRule[id]!), packsAndReview: brief(withReview.perRule[id]!) },
      ]),
    ),
  };
}

async function measure(cases: readonly ExternalCase[]) {
  const fired = await fire(cases);
  return compare(
    scoreFired(cases, fired.packs, CONCEPT_RULES),
    scoreFired(cases, fired.reviewed, CONCEPT_RULES),
  );
}

const dev = [...DEV_CASES, ...DEV_ADDED_CASES].slice(0, limit);
const frozen = withFrozen ? FROZEN_CASES : undefined;
const started = performance.now();
const devResult = await measure(dev);
const frozenResult = frozen ? await measure(frozen) : undefined;
console.log(
  JSON.stringify(
    {
      name: 'ai-review-eval',
      model: config.ai.model,
      cases: { dev: dev.length, frozen: frozen?.length ?? 0 },
      reviews: totals,
      seconds: Math.round((performance.now() - started) / 1000),
      dev: devResult,
      ...(frozenResult ? { frozen: frozenResult } : {}),
    },
    null,
    2,
  ),
);
