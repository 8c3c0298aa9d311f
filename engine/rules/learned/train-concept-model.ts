// Trains the learned concept layer (ADR 022): per concept, the terms most tied to its breaches (chi-square on
// presence), then a logistic regression fitted by ml-logistic-regression (no optimiser written here). Build time
// only: scripts/train-concept-classifier.ts writes the model file and bench/learned-layer.ts trains one per held-out
// round. Nothing the engine runs at check time imports this module (model.ts needs only the weights).
import LogisticRegression from 'ml-logistic-regression';
import { Matrix } from 'ml-matrix';
import { termsOf, tfIdf } from './features.ts';
import type { ConceptClassifier } from './model.ts';

export interface TrainingCase {
  text: string;
  breaches: readonly string[];
}

export interface TrainingOptions {
  /** Terms kept per concept. */
  termsPerConcept: number;
  /** A term must appear in at least this many training texts to enter the vocabulary. */
  minDocumentFrequency: number;
  /** Concepts with fewer breaches than this are not learned. */
  minBreaches: number;
  numSteps: number;
  learningRate: number;
  /** Probability at or above which a text is called a possible breach. */
  threshold: number;
}

export const TRAINING_OPTIONS: TrainingOptions = {
  termsPerConcept: 200,
  minDocumentFrequency: 3,
  minBreaches: 12,
  numSteps: 100,
  learningRate: 0.15,
  threshold: 0.9,
};

export interface TrainedLayer {
  idf: Record<string, number>;
  concepts: Record<string, ConceptClassifier>;
}

/** Chi-square of a term's presence against a concept's breaches (2x2 table, no correction). */
function chiSquare(withTermPositive: number, withTerm: number, positives: number, total: number): number {
  const a = withTermPositive;
  const b = withTerm - a;
  const c = positives - a;
  const d = total - withTerm - c;
  const denominator = (a + b) * (c + d) * (a + c) * (b + d);
  return denominator === 0 ? 0 : (total * (a * d - b * c) ** 2) / denominator;
}

export function trainConceptLayer(
  cases: readonly TrainingCase[],
  conceptRules: Readonly<Record<string, string>>,
  options: TrainingOptions = TRAINING_OPTIONS,
): TrainedLayer {
  const termSets = cases.map((c) => termsOf(c.text));
  const documentFrequency = new Map<string, number>();
  for (const terms of termSets)
    for (const term of terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const vocabulary = [...documentFrequency].filter(([, df]) => df >= options.minDocumentFrequency);

  const selected = new Map<string, string[]>();
  for (const concept of Object.keys(conceptRules)) {
    const isBreach = cases.map((c) => c.breaches.includes(concept));
    const positives = isBreach.filter(Boolean).length;
    if (positives < options.minBreaches) continue;
    const positiveFrequency = new Map<string, number>();
    termSets.forEach((terms, i) => {
      if (!isBreach[i]) return;
      for (const term of terms) positiveFrequency.set(term, (positiveFrequency.get(term) ?? 0) + 1);
    });
    const ranked = vocabulary
      .map(([term, df]) => ({
        term,
        score: chiSquare(positiveFrequency.get(term) ?? 0, df, positives, cases.length),
      }))
      .sort((x, y) => y.score - x.score || x.term.localeCompare(y.term))
      .slice(0, options.termsPerConcept)
      .map((t) => t.term);
    selected.set(concept, ranked);
  }

  // The idf covers only the terms some concept uses, so a text's length is measured the same way in training
  // and at run time.
  const kept = new Set([...selected.values()].flat());
  const idf: Record<string, number> = {};
  for (const [term, df] of vocabulary)
    if (kept.has(term)) idf[term] = Math.round(Math.log((cases.length + 1) / (df + 1)) * 1e6) / 1e6 + 1;
  const vectors = cases.map((c) => tfIdf(c.text, idf));

  const concepts: Record<string, ConceptClassifier> = {};
  for (const [concept, terms] of selected) {
    // The last column is the constant 1, for the bias: the library fits weights only.
    const features = new Matrix(vectors.map((v) => [...terms.map((t) => v.get(t) ?? 0), 1]));
    const labels = Matrix.columnVector(cases.map((c) => (c.breaches.includes(concept) ? 1 : 0)));
    const regression = new LogisticRegression({
      numSteps: options.numSteps,
      learningRate: options.learningRate,
    });
    regression.train(features, labels);
    // One-vs-all: classifier 0 is fitted with class 0 (no breach) as its negative, so it gives P(breach).
    const weights = regression.classifiers[0]!.weights!.to1DArray();
    const round = (w: number) => Math.round(w * 1e6) / 1e6;
    concepts[concept] = {
      ruleId: conceptRules[concept]!,
      threshold: options.threshold,
      bias: round(weights[terms.length]!),
      weights: Object.fromEntries(terms.map((t, i) => [t, round(weights[i]!)])),
    };
  }
  return { idf, concepts };
}
