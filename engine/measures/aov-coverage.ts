// How many of the seven COLL 6.6.21R considerations a report covers, as one figure (issue 30): the analysis
// summary, the grid's title and Compare versions all print this, where they used to count "covered" in one
// place and "assessed" in another.

export interface AovCoverage {
  count: number;
  total: number;
  /** "assessed": with figures, a comparison or a conclusion; "covered" only on results stored before that. */
  measure: 'assessed' | 'covered';
  /** "2 of 7 considerations assessed" */
  label: string;
  /** count / total in percent, rounded. */
  percent: number;
}

/**
 * The considerations assessed with substance (a heading or a passing mention is not an assessment); results
 * stored before "assessed" existed count those covered.
 */
export function aovCoverage(
  considerations: readonly { covered: boolean; assessed?: boolean }[],
): AovCoverage {
  const hasAssessed = considerations.length > 0 && considerations.every((c) => c.assessed !== undefined);
  const measure = hasAssessed ? 'assessed' : 'covered';
  const count = considerations.filter((c) => (hasAssessed ? c.assessed : c.covered)).length;
  const total = considerations.length;
  return {
    count,
    total,
    measure,
    label: `${count} of ${total} considerations ${measure}`,
    percent: total > 0 ? Math.round((100 * count) / total) : 0,
  };
}
