// The learned concept layer's model and its scoring (issue 26, item 4; ADR 022): per concept, a logistic
// regression over TF-IDF terms, trained by scripts/train-concept-classifier.ts and committed as
// concept-model.json. Scoring needs only the exported weights: no library at run time. Pure.
import { tfIdf } from './features.ts';

export interface ConceptClassifier {
  /** The rule a finding of this concept is filed under (CONCEPT_RULES of the external set). */
  ruleId: string;
  /** The probability at or above which a text is called a possible breach. */
  threshold: number;
  bias: number;
  /** Term → weight, for the terms selected for this concept; any other term weighs nothing. */
  weights: Record<string, number>;
}

export interface ConceptModel {
  /** Bumped when the features or the file's shape change. */
  formatVersion: 1;
  /** sha256 of what the model was trained from (the data files and the training code): the staleness check. */
  trainingHash: string;
  trainedOn: { cases: number; files: string[] };
  /** Term → inverse document frequency over the training texts. */
  idf: Record<string, number>;
  concepts: Record<string, ConceptClassifier>;
}

export interface ConceptScore {
  concept: string;
  ruleId: string;
  probability: number;
  threshold: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** A model arranged for scoring: per term, the concepts that weigh it (most terms of a text weigh in none). */
interface Postings {
  concepts: [string, ConceptClassifier][];
  byTerm: Map<string, { concept: number; weight: number }[]>;
}

// Built once per model object (the server parses the model once, at start-up); the model itself is not changed.
const postingsOf = new WeakMap<ConceptModel, Postings>();

function postings(model: ConceptModel): Postings {
  let built = postingsOf.get(model);
  if (!built) {
    const concepts = Object.entries(model.concepts);
    const byTerm = new Map<string, { concept: number; weight: number }[]>();
    concepts.forEach(([, classifier], concept) => {
      for (const [term, weight] of Object.entries(classifier.weights)) {
        const list = byTerm.get(term);
        if (list) list.push({ concept, weight });
        else byTerm.set(term, [{ concept, weight }]);
      }
    });
    built = { concepts, byTerm };
    postingsOf.set(model, built);
  }
  return built;
}

/** Each concept's probability that the text breaches it. */
export function scoreConcepts(text: string, model: ConceptModel): ConceptScore[] {
  const vector = tfIdf(text, model.idf);
  const { concepts, byTerm } = postings(model);
  // z = bias + Σ weight × value over the text's terms, in the vector's order. A term a concept does not weigh
  // adds 0 (z + 0 is z), so only the concepts that weigh a term are visited: the same sums, bit for bit.
  const z = concepts.map(([, classifier]) => classifier.bias);
  for (const [term, value] of vector) {
    for (const { concept, weight } of byTerm.get(term) ?? []) z[concept]! += weight * value;
  }
  return concepts.map(([concept, classifier], i) => ({
    concept,
    ruleId: classifier.ruleId,
    probability: sigmoid(z[i]!),
    threshold: classifier.threshold,
  }));
}

/** The concepts whose probability reaches their threshold. */
export function conceptsAbove(text: string, model: ConceptModel): ConceptScore[] {
  return scoreConcepts(text, model).filter((s) => s.probability >= s.threshold);
}
