// The deterministic dev / frozen split of the external set: stratified by each case's first label (concept and
// whether it is a breach or a clean look-alike), ordered within a stratum by a hash of the case id, and dealt
// alternately to dev and frozen (strata in sorted order, each starting on the other half from the last). The
// same cases always give the same halves, so the test can check that cases.dev.ts and cases.frozen.ts are
// exactly this split.
import type { ExternalCase } from './concepts.ts';

/** FNV-1a, 32 bit: stable across runs and platforms. */
export function hashId(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function stratumOf(c: ExternalCase): string {
  const breach = c.breaches[0];
  if (breach !== undefined) return `breach:${breach}`;
  return `clean:${c.clean[0] ?? 'none'}`;
}

export function splitCases(cases: readonly ExternalCase[]): { dev: ExternalCase[]; frozen: ExternalCase[] } {
  const strata = new Map<string, ExternalCase[]>();
  for (const c of cases) {
    const key = stratumOf(c);
    strata.set(key, [...(strata.get(key) ?? []), c]);
  }
  const dev = new Set<string>();
  // Odd-sized strata give their extra case to dev and frozen in turn, so the halves stay near 50/50.
  const keys = [...strata.keys()].sort();
  keys.forEach((key, stratumIndex) => {
    const ordered = [...strata.get(key)!].sort(
      (a, b) => hashId(a.id) - hashId(b.id) || a.id.localeCompare(b.id),
    );
    ordered.forEach((c, index) => {
      if ((index + stratumIndex) % 2 === 0) dev.add(c.id);
    });
  });
  // Keep the authoring order inside each half so the files read by topic.
  return {
    dev: cases.filter((c) => dev.has(c.id)),
    frozen: cases.filter((c) => !dev.has(c.id)),
  };
}
