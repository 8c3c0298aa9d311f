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

/** Each concept's probability that the text breaches it. */
export function scoreConcepts(text: string, model: ConceptModel): ConceptScore[] {
  const vector = tfIdf(text, model.idf);
  return Object.entries(model.concepts).map(([concept, classifier]) => {
    let z = classifier.bias;
    for (const [term, value] of vector) z += (classifier.weights[term] ?? 0) * value;
    return { concept, ruleId: classifier.ruleId, probability: sigmoid(z), threshold: classifier.threshold };
  });
}

/** The concepts whose probability reaches their threshold. */
export function conceptsAbove(text: string, model: ConceptModel): ConceptScore[] {
  return scoreConcepts(text, model).filter((s) => s.probability >= s.threshold);
}
