/**
 * What the rule packs are measured to catch on text they were not tuned on: the one source of the figures the
 * check report states (issue 26 item 3). Source: engine/rules/testing/external-set/RESULTS.md — round fourteen,
 * outside-written cases held out before rounds twelve and thirteen's tuning, and the frozen half of the external
 * set. Update both here when RESULTS.md records a new measurement.
 */
export const CHECKER_REACH = {
  /** Recall on outside text written after the rules were tuned (round fourteen, held out). */
  heldOutRecall: 0.709,
  heldOutLabel: 'round fourteen',
  /** Recall on the frozen half of the external set (the regression gate, ADR 011). */
  frozenRecall: 0.815,
  frozenPrecision: 0.957,
} as const;

/** A firm's own figures are shown once its people have decided this many findings (kept, not a breach, missed). */
export const FIRM_FIGURES_MIN_DECISIONS = 20;
