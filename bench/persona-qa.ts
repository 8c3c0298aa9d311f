// The outside persona QA set (engine/personas/testing/qa-set, issue 27): each question asked of four default
// personas of differing knowledge, scored as the CI test scores it. Prints one JSON object: the dev and
// frozen figures (answered with the fact, "doesn't say" when absent, experience answered) per kind of
// document and overall, and the dev misses to work on. The frozen half is held out: never tune on it.
// Run: npx tsx bench/persona-qa.ts [--dev-only]
import { CORPUS_DIR } from '../engine/testing/required-part.ts';
import { evaluateQaSet, loadQaDocuments, readQaSet } from '../engine/personas/testing/qa-set.ts';

const devOnly = process.argv.includes('--dev-only');
const out: Record<string, unknown> = { name: 'persona-qa-set' };
for (const split of devOnly ? (['dev'] as const) : (['dev', 'frozen'] as const)) {
  const set = readQaSet(split);
  if (!set) {
    out[split] = null;
    continue;
  }
  const started = performance.now();
  const documents = await loadQaDocuments(set, CORPUS_DIR);
  const loaded = performance.now();
  const result = evaluateQaSet(set, documents);
  out[split] = {
    documents: set.documents.length,
    questions: set.questions.length,
    load_ms: Math.round(loaded - started),
    evaluate_ms: Math.round(performance.now() - loaded),
    overall: result.overall,
    byKind: result.byKind,
    ...(split === 'dev' ? { misses: result.misses } : { missCount: result.misses.length }),
  };
}
console.log(JSON.stringify(out, null, 2));
