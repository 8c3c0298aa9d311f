// Rule packs against the external evaluation set (engine/rules/testing/external-set/): per-rule and
// per-concept true and false positives, misses, precision and recall, on the dev half and on the frozen half.
// Tune rules on dev only; the frozen half shows whether a gain carries over to cases nobody tuned on.
// Run: npx tsx bench/rules-eval.ts [--cases] [--dev-only] [--by-source]
//   --cases      adds the ids of missed and wrongly flagged cases
//   --dev-only   leaves the frozen half out entirely (use it while tuning: frozen is read once, at the end)
//   --by-source  adds dev per source group: a change written against one group's wording should lift the
//                others too (leave-one-source-out); if it lifts only its own group, it was fitted to it
// Prints one JSON object: { name, concepts, sources, dev: Evaluation, frozen?: Evaluation, bySource? }.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '#engine/rules/index.ts';
import {
  evaluateCases,
  withoutCaseIds,
  type Evaluation,
  type Score,
} from '#engine/rules/testing/evaluate.ts';
import {
  DEV_ADDED_CASES,
  DEV_CASES,
  DEV_GROUPS,
  FROZEN_CASES,
} from '#engine/rules/testing/external-set/cases.ts';
import { CONCEPT_RULES, type ExternalCase } from '#engine/rules/testing/external-set/concepts.ts';

const withCases = process.argv.includes('--cases');
const devOnly = process.argv.includes('--dev-only');
const bySource = process.argv.includes('--by-source');
const root = path.resolve(import.meta.dirname, '..');
const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(path.join(root, PACKS_DIRECTORY, file), 'utf8'),
  })),
);

function brief<T extends Score>(score: T): Omit<T, 'missed' | 'falseAlarms'> | T {
  return withCases ? score : withoutCaseIds(score);
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

// The dev half is the dealt dev cases plus the dev-only rounds added after the freeze (data/round-NN.dev.json).
const dev = [...DEV_CASES, ...DEV_ADDED_CASES];
const all = devOnly ? dev : [...dev, ...FROZEN_CASES];

/** The group a dev case's wording came from: its source kind, and which batch of writing it belongs to. */
const groupOf = new Map(
  Object.entries(DEV_GROUPS).flatMap(([group, cases]) => cases.map((c) => [c, group] as const)),
);
function sourceGroup(c: ExternalCase): string {
  return `${groupOf.get(c)}:${c.source.kind}`;
}

function perSourceGroup() {
  const groups = new Map<string, ExternalCase[]>();
  const add = (group: string, c: ExternalCase) => groups.set(group, [...(groups.get(group) ?? []), c]);
  // Each batch of writing also as a whole: a round written before the rules changed is its own held-out set.
  for (const c of dev) add(sourceGroup(c), c);
  for (const c of dev) add(`${sourceGroup(c).split(':')[0]}:all`, c);
  return Object.fromEntries(
    [...groups].map(([group, cases]) => {
      const { perConcept, micro } = evaluateCases(cases, packs, CONCEPT_RULES);
      const concepts = Object.entries(perConcept)
        .filter(([, s]) => s.tp + s.fn + s.fp > 0)
        .map(([concept, s]) => [concept, `${s.tp}/${s.tp + s.fn} found, ${s.fp} false`]);
      return [group, { cases: cases.length, micro: brief(micro), concepts: Object.fromEntries(concepts) }];
    }),
  );
}
console.log(
  JSON.stringify(
    {
      name: 'rules-eval',
      cases: { dev: dev.length, frozen: devOnly ? 0 : FROZEN_CASES.length, total: all.length },
      counts: count(all),
      dev: report(evaluateCases(dev, packs, CONCEPT_RULES)),
      ...(devOnly ? {} : { frozen: report(evaluateCases(FROZEN_CASES, packs, CONCEPT_RULES)) }),
      ...(bySource ? { bySource: perSourceGroup() } : {}),
    },
    null,
    2,
  ),
);
