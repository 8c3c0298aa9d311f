// The external set's cases, read from the JSON files in data/ (README.md beside this file; data/README.md says
// who wrote each round and from which sources): the dealt dev and frozen halves, and the dev-only rounds in the
// order they were written. Test and bench data only: the engine proper never imports this module.
import { readdirSync, readFileSync } from 'node:fs';
import type { ExternalCase } from './concepts.ts';

const DATA = new URL('./data/', import.meta.url);

function read(file: string): ExternalCase[] {
  return JSON.parse(readFileSync(new URL(file, DATA), 'utf8')) as ExternalCase[];
}

/** The dealt dev half: split.ts deals it with the frozen half. */
export const DEV_CASES: readonly ExternalCase[] = read('dealt.dev.json');
/** The frozen half. Never tune rules on it, never read its cases to write a pattern: read its figures only. */
export const FROZEN_CASES: readonly ExternalCase[] = read('dealt.frozen.json');

/** Clean look-alikes written after the rules were tuned (issue 26): near each concept, none a breach. Not dev,
 * not frozen: a gate on false alarms (lookalikes.test.ts), never tuned on case by case. */
export const LOOKALIKE_CASES: readonly ExternalCase[] = read('lookalikes.clean.json');

/** The dev-only rounds (round-NN.dev.json), keyed `added1`, `added2`, ... in the order they were written. */
export const DEV_ADDED_ROUNDS: Readonly<Record<string, readonly ExternalCase[]>> = Object.fromEntries(
  readdirSync(DATA)
    .filter((file) => /^round-\d+\.dev\.json$/.test(file))
    .sort()
    .map((file) => [`added${Number(file.slice(6, -9))}`, read(file)]),
);
/** Every dev-only case, round one first. */
export const DEV_ADDED_CASES: readonly ExternalCase[] = Object.values(DEV_ADDED_ROUNDS).flat();

/** The dev cases by the batch of writing they came from: `dealt`, then `added1` to the latest round. */
export const DEV_GROUPS: Readonly<Record<string, readonly ExternalCase[]>> = {
  dealt: DEV_CASES,
  ...DEV_ADDED_ROUNDS,
};
