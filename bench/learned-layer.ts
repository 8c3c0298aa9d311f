// The learned concept layer (ADR 022), leave-one-round-out: each batch of the external set's dev half is held
// out in turn, the layer trained on the other batches (never on the frozen half), and the held-out batch scored
// with the rule packs alone beside the packs plus the layer (a concept's rule counts as fired when either fires).
// Then the frozen half, with the layer trained on all of dev; and the clean look-alikes written after the rules
// (data/lookalikes.clean.json), where any finding is a false alarm. The decision uses the threshold set in
// TRAINING_OPTIONS before this was run; the sweep shows the others.
// Run: npx tsx bench/learned-layer.ts [--final-only]   Prints one JSON object. --final-only skips the held-out
// rounds (about 20 minutes on a shared machine) and scores the frozen half and the look-alikes alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '#engine/rules/index.ts';
import { findPossibleFindings, type ConceptModel } from '#engine/rules/learned/index.ts';
import { TRAINING_OPTIONS, trainConceptLayer } from '#engine/rules/learned/train-concept-model.ts';
import { documentFromText } from '#engine/rules/testing/build-document.ts';
import { firedRules, scoreFired, withoutCaseIds } from '#engine/rules/testing/evaluate.ts';
import {
  DEV_GROUPS,
  FROZEN_CASES,
  LOOKALIKE_CASES as LOOKALIKES,
} from '#engine/rules/testing/external-set/cases.ts';
import { CONCEPT_RULES, type ExternalCase } from '#engine/rules/testing/external-set/concepts.ts';
import { LEARNED_CONCEPT_RULES } from '../scripts/train-concept-classifier.ts';

const root = path.resolve(import.meta.dirname, '..');
const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(path.join(root, PACKS_DIRECTORY, file), 'utf8'),
  })),
);
const SWEEP = [0.5, 0.6, 0.7, 0.8, 0.9, 0.95];

const allCases = [...Object.values(DEV_GROUPS).flat(), ...FROZEN_CASES, ...LOOKALIKES];
const rulesFired = firedRules(allCases, packs);

function layerFor(training: readonly ExternalCase[]): ConceptModel {
  return {
    formatVersion: 1,
    trainingHash: '',
    trainedOn: { cases: training.length, files: [] },
    ...trainConceptLayer(training, LEARNED_CONCEPT_RULES),
  };
}

const documents = new Map(
  allCases.map((c) => [
    c.id,
    documentFromText(c.text, c.bodyFontSize === undefined ? {} : { bodyFontSize: c.bodyFontSize }),
  ]),
);

/** Rule ids fired by the packs plus the layer's possible findings (the shipped function) at the threshold. */
function combined(cases: readonly ExternalCase[], model: ConceptModel, threshold: number) {
  const atThreshold: ConceptModel = {
    ...model,
    concepts: Object.fromEntries(Object.entries(model.concepts).map(([k, c]) => [k, { ...c, threshold }])),
  };
  return new Map(
    cases.map((c) => {
      const fired = new Set(rulesFired.get(c.id));
      for (const f of findPossibleFindings(documents.get(c.id)!, atThreshold)) fired.add(f.ruleId);
      return [c.id, fired];
    }),
  );
}

const brief = (cases: readonly ExternalCase[], fired: Map<string, Set<string>>) => {
  const { tp, fp, fn, precision, recall } = withoutCaseIds(scoreFired(cases, fired, CONCEPT_RULES).micro);
  return { tp, fp, fn, precision, recall };
};

function compare(cases: readonly ExternalCase[], model: ConceptModel) {
  return {
    cases: cases.length,
    rules: brief(cases, rulesFired as Map<string, Set<string>>),
    rulesPlusLayer: brief(cases, combined(cases, model, TRAINING_OPTIONS.threshold)),
    sweep: Object.fromEntries(SWEEP.map((t) => [t, brief(cases, combined(cases, model, t))])),
  };
}

const started = performance.now();
const heldOut: Record<string, ReturnType<typeof compare>> = {};
const pooled: ExternalCase[] = [];
const pooledFired = new Map<string, Set<string>>();
const finalOnly = process.argv.includes('--final-only');
for (const [round, cases] of finalOnly ? [] : Object.entries(DEV_GROUPS)) {
  const training = Object.entries(DEV_GROUPS)
    .filter(([other]) => other !== round)
    .flatMap(([, others]) => others);
  const model = layerFor(training);
  heldOut[round] = compare(cases, model);
  pooled.push(...cases);
  for (const [id, fired] of combined(cases, model, TRAINING_OPTIONS.threshold)) pooledFired.set(id, fired);
  console.error(round, JSON.stringify(heldOut[round]!.rules), JSON.stringify(heldOut[round]!.rulesPlusLayer));
}
const allDev = Object.values(DEV_GROUPS).flat();
const fullModel = layerFor(allDev);
console.log(
  JSON.stringify(
    {
      name: 'learned-layer',
      threshold: TRAINING_OPTIONS.threshold,
      concepts: Object.keys(fullModel.concepts),
      heldOut,
      heldOutPooled: {
        rules: brief(pooled, rulesFired as Map<string, Set<string>>),
        rulesPlusLayer: brief(pooled, pooledFired),
      },
      frozen: compare(FROZEN_CASES, fullModel),
      lookalikes: compare(LOOKALIKES, fullModel),
      seconds: Math.round((performance.now() - started) / 1000),
    },
    null,
    2,
  ),
);
