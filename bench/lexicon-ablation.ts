// Leave-one-entry-out over the concept lexicons (issue 26, item 5): each phrase of the chosen lexicon files is taken
// out in turn, the lexicons recompiled, and every case of the external set (dev rounds and the frozen half) that
// could be touched by it re-checked. An entry is a candidate for removal only when its removal changes exactly one
// labelled outcome, on one dev case, and nothing else anywhere (no other case's findings, no frozen figure): it was
// fitted to that case. Entries that change nothing on the set, or more than one case, stay. The language tests are
// then run without the candidates (by hand: they must still pass; an entry a test relies on stays).
// Run: npx tsx bench/lexicon-ablation.ts lexicon-products.ts [lexicon-...ts ...]   Prints one JSON object.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '#engine/rules/index.ts';
import { DocumentIndex } from '#engine/rules/document-index.ts';
import { analyse, CONCEPT_SPECS, type ConceptName } from '#engine/rules/language/index.ts';
import { documentFromText } from '#engine/rules/testing/build-document.ts';
import { recompileConcepts } from '#engine/rules/language/concepts.ts';
import { patternWords } from '#engine/rules/language/lexicon.ts';
import { WORD_SETS } from '#engine/rules/language/concept-lexicons.ts';
import { firedRules } from '#engine/rules/testing/evaluate.ts';
import { DEV_GROUPS, FROZEN_CASES } from '#engine/rules/testing/external-set/cases.ts';
import { CONCEPT_RULES, type ExternalCase } from '#engine/rules/testing/external-set/concepts.ts';

const root = path.resolve(import.meta.dirname, '..');
const files = process.argv.slice(2);
if (files.length === 0) throw new Error('Name one or more lexicon files, e.g. lexicon-products.ts');
const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(path.join(root, PACKS_DIRECTORY, file), 'utf8'),
  })),
);

const roundOf = new Map<string, string>();
for (const [round, cases] of Object.entries(DEV_GROUPS)) for (const c of cases) roundOf.set(c.id, round);
for (const c of FROZEN_CASES) roundOf.set(c.id, 'frozen');
const cases: ExternalCase[] = [...Object.values(DEV_GROUPS).flat(), ...FROZEN_CASES];
const baseline = firedRules(cases, packs);

/** The labelled outcomes of a case that differ between two sets of fired rules. */
function labelChanges(c: ExternalCase, before: ReadonlySet<string>, after: ReadonlySet<string>): string[] {
  return [...c.breaches, ...c.clean].filter((concept) => {
    const rule = CONCEPT_RULES[concept];
    return before.has(rule) !== after.has(rule);
  });
}

/** Each case's lemmas, as the concept reader sees them (" lemma lemma … "). */
const lemmasOf = new Map(
  cases.map((c) => [
    c.id,
    new DocumentIndex(documentFromText(c.text)).sentences.map((s) => analyse(s.text).lemmas).join(' '),
  ]),
);
/** Elements of a lemma pattern that match any word: gaps, the start, numbers, years, currency, percent. */
const ANY = new Set(['NUM', 'YEAR', 'CUR', '%', '^', '*', '**', '~~']);

/** Cases that hold a lemma of every required element of the entry: no other case can see it match. An element
 * that cannot be bounded (a WordNet set, an optional word) is left out, so the filter only ever keeps too many. */
function reachable(entry: string): ExternalCase[] {
  const required = entry
    .trim()
    .split(/\s+/)
    .filter((e) => !ANY.has(e) && !e.endsWith('?'))
    .filter((e) => !e.split('|').some((alt) => alt.startsWith('@wn_') || ANY.has(alt)))
    .map((e) => patternWords([e], WORD_SETS))
    .filter((words) => words.length > 0);
  return cases.filter((c) => {
    const lemmas = lemmasOf.get(c.id)!;
    return required.every((words) => words.some((w) => lemmas.includes(` ${w} `)));
  });
}

/** The concepts each chosen file defines: its source names them as keys of its specs. */
const specsInFiles = new Set<string>();
for (const file of files) {
  const source = readFileSync(path.join(root, 'engine/rules/language', file), 'utf8');
  for (const name of Object.keys(CONCEPT_SPECS)) {
    if (source.includes(`\n  '${name}': {`) || source.includes(`\n  ${name}: {`)) specsInFiles.add(name);
  }
}

const started = performance.now();
const results: {
  concept: string;
  entry: string;
  reachable: number;
  changedCases: string[];
  labels: string[];
}[] = [];
for (const concept of specsInFiles) {
  const spec = CONCEPT_SPECS[concept as ConceptName] as unknown as { phrases: readonly string[] };
  const original = [...spec.phrases];
  for (let i = 0; i < original.length; i++) {
    const entry = original[i]!;
    const touched = reachable(entry);
    spec.phrases = original.filter((_, j) => j !== i);
    recompileConcepts();
    const fired = firedRules(touched, packs);
    const changedCases: string[] = [];
    const labels: string[] = [];
    for (const c of touched) {
      const before = baseline.get(c.id)!;
      const after = fired.get(c.id)!;
      const same = before.size === after.size && [...before].every((r) => after.has(r));
      if (same) continue;
      changedCases.push(`${roundOf.get(c.id)}:${c.id}`);
      labels.push(...labelChanges(c, before, after).map((k) => `${c.id}:${k}`));
    }
    results.push({ concept, entry, reachable: touched.length, changedCases, labels });
    // Progress on stderr: a run over one file takes tens of minutes on a shared machine.
    console.error(
      JSON.stringify({ n: results.length, concept, entry, reachable: touched.length, changedCases, labels }),
    );
  }
  spec.phrases = original;
  recompileConcepts();
}

const candidates = results.filter(
  (r) => r.changedCases.length === 1 && r.labels.length === 1 && !r.changedCases[0]!.startsWith('frozen:'),
);
console.log(
  JSON.stringify(
    {
      name: 'lexicon-ablation',
      files,
      entries: results.length,
      noEffectOnTheSet: results.filter((r) => r.changedCases.length === 0).length,
      oneCaseOnly: candidates,
      moreThanOneCase: results.filter((r) => r.changedCases.length > 1).length,
      seconds: Math.round((performance.now() - started) / 1000),
    },
    null,
    2,
  ),
);
