// Rule packs against the external evaluation set (engine/rules/testing/external-set/): per-rule and
// per-concept true and false positives, misses, precision and recall, on the dev half and on the frozen half.
// Tune rules on dev only; the frozen half shows whether a gain carries over to cases nobody tuned on.
// Run: npx tsx bench/rules-eval.ts [--cases]   (--cases adds the ids of missed and wrongly flagged cases)
// Prints one JSON object: { name, concepts, sources, dev: Evaluation, frozen: Evaluation }.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '#engine/rules/index.ts';
import { evaluateCases, type Evaluation, type Score } from '#engine/rules/testing/evaluate.ts';
import { DEV_ADDED_CASES } from '#engine/rules/testing/external-set/cases.dev-added.ts';
import { DEV_CASES } from '#engine/rules/testing/external-set/cases.dev.ts';
import { FROZEN_CASES } from '#engine/rules/testing/external-set/cases.frozen.ts';
import { CONCEPT_RULES, type ExternalCase } from '#engine/rules/testing/external-set/concepts.ts';

const withCases = process.argv.includes('--cases');
const root = path.resolve(import.meta.dirname, '..');
const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(path.join(root, PACKS_DIRECTORY, file), 'utf8'),
  })),
);

function brief<T extends Score>(score: T): Omit<T, 'missed' | 'falseAlarms'> | T {
  if (withCases) return score;
  const { missed: _missed, falseAlarms: _falseAlarms, ...rest } = score;
  return rest;
}

function report(evaluation: Evaluation) {
  const map = <T extends Score>(scores: Record<string, T>) =>
    Object.fromEntries(Object.entries(scores).map(([id, s]) => [id, brief(s)]));
  return {
    cases: evaluation.cases,
    micro: brief(evaluation.micro),
    perRule: map(evaluation.perRule),
    perConcept: map(evaluation.perConcept),
  };
}

function count(cases: readonly ExternalCase[]) {
  const sources: Record<string, number> = {};
  const breaches: Record<string, number> = {};
  const clean: Record<string, number> = {};
  for (const c of cases) {
    sources[c.source.kind] = (sources[c.source.kind] ?? 0) + 1;
    for (const k of c.breaches) breaches[k] = (breaches[k] ?? 0) + 1;
    for (const k of c.clean) clean[k] = (clean[k] ?? 0) + 1;
  }
  return { sources, breaches, clean };
}

// The dev half is the dealt dev cases plus the dev-only cases added after the freeze (cases.dev-added.ts).
const dev = [...DEV_CASES, ...DEV_ADDED_CASES];
const all = [...dev, ...FROZEN_CASES];
console.log(
  JSON.stringify(
    {
      name: 'rules-eval',
      cases: { dev: dev.length, frozen: FROZEN_CASES.length, total: all.length },
      counts: count(all),
      dev: report(evaluateCases(dev, packs, CONCEPT_RULES)),
      frozen: report(evaluateCases(FROZEN_CASES, packs, CONCEPT_RULES)),
    },
    null,
    2,
  ),
);
