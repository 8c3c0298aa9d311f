// The one count of sustainability terms (issue 30): the SDR checklist, the analysis summary and the
// "terms without a label" finding all print this sum, where the finding used to leave one term out.

/** Every use of every sustainability term found, each term counted as often as it is used. */
export function sustainabilityTermCount(terms: readonly { count: number }[]): number {
  return terms.reduce((n, t) => n + t.count, 0);
}
