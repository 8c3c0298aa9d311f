// Trains the learned concept layer (ADR 022) on the external set's dev half (dealt dev and every dev-only
// round; never the frozen half) and writes engine/rules/learned/concept-model.json, with a hash of what it was
// trained from so engine/rules/learned/concept-model.test.ts fails when the file is stale.
// Run: npx tsx scripts/train-concept-classifier.ts
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ConceptModel } from '#engine/rules/learned/model.ts';
import { trainConceptLayer } from '#engine/rules/learned/train-concept-model.ts';
import { DEV_ADDED_CASES, DEV_CASES } from '#engine/rules/testing/external-set/cases.ts';
import { CONCEPT_RULES, type Concept } from '#engine/rules/testing/external-set/concepts.ts';

const root = path.resolve(import.meta.dirname, '..');
export const MODEL_FILE = path.join(root, 'engine/rules/learned/concept-model.json');

/** Concepts a text shows by what it says. Absences (a missing warning, firm name, period or source, a small
 * font) are left to the rules: a bag of words cannot see what a document leaves out. */
const LEARNED_CONCEPTS: readonly Concept[] = [
  'certainty-of-returns',
  'capital-safety-claim',
  'superlative-unqualified',
  'sensational-language',
  'urgency-pressure',
  'benefits-without-risks',
  'diminished-warning',
  'greenwashing-vague-claim',
  'absolute-environmental-claim',
  'forecast-future-performance',
  'simulated-past-performance',
  'comparison-unfair',
  'net-zero-target-without-plan',
  'trivialises-investment',
  'incentive-to-invest',
  'savings-comparison',
  'protection-claim-unexplained',
  'cost-free-claim',
  'testimonial-unrepresentative',
];
export const LEARNED_CONCEPT_RULES: Readonly<Record<string, string>> = Object.fromEntries(
  LEARNED_CONCEPTS.map((concept) => [concept, CONCEPT_RULES[concept]]),
);

const DATA = 'engine/rules/testing/external-set/data';
/** What the model is trained from: the dev data files and the code that turns them into weights. */
export function trainingInputs(): string[] {
  const data = readdirSync(path.join(root, DATA))
    .filter((file) => file === 'dealt.dev.json' || /^round-\d+\.dev\.json$/.test(file))
    .sort()
    .map((file) => `${DATA}/${file}`);
  return [
    ...data,
    'engine/rules/learned/features.ts',
    'engine/rules/learned/train-concept-model.ts',
    'scripts/train-concept-classifier.ts',
  ];
}

export function trainingHash(): string {
  const hash = createHash('sha256');
  for (const file of trainingInputs())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

function main(): void {
  const cases = [...DEV_CASES, ...DEV_ADDED_CASES];
  const model: ConceptModel = {
    formatVersion: 1,
    trainingHash: trainingHash(),
    trainedOn: { cases: cases.length, files: trainingInputs().filter((file) => file.endsWith('.json')) },
    ...trainConceptLayer(cases, LEARNED_CONCEPT_RULES),
  };
  writeFileSync(MODEL_FILE, `${JSON.stringify(model, null, 2)}\n`);
  console.log(`${Object.keys(model.concepts).length} concepts, ${Object.keys(model.idf).length} terms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
