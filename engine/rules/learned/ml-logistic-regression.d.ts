// Types for ml-logistic-regression 2.0 (it ships none): the part the training script uses.
declare module 'ml-logistic-regression' {
  import type { Matrix } from 'ml-matrix';

  interface TwoClassRegression {
    weights: Matrix | null;
  }

  export default class LogisticRegression {
    constructor(options?: { numSteps?: number; learningRate?: number });
    classifiers: TwoClassRegression[];
    train(features: Matrix, labels: Matrix): void;
    predict(features: Matrix): number[];
  }
}
