import type { ModuleName } from '#common/modules.ts';

// Exact names: "analytics" (the admin screen) is not AoV analysis.
const AOV_PAGES = new Set(['analysis', 'analyses', 'document-analysis']);

// Matched against the first segment after /client or /admin, so "/client/compliance/analysis/…" is
// compliance, not AoV.
const RULES: ReadonlyArray<readonly [test: (segment: string) => boolean, module: ModuleName]> = [
  [(segment) => segment.startsWith('compliance'), 'compliance'],
  [(segment) => segment.startsWith('persona') || segment.startsWith('report-effectiveness'), 'personas'],
  [(segment) => segment.startsWith('document-improvement'), 'document_improvements'],
  [(segment) => segment === 'funds', 'funds'],
  [(segment) => segment.startsWith('analyze') || AOV_PAGES.has(segment), 'aov_analysis'],
];

/** The module a page belongs to, for feature usage per module; undefined for pages outside modules. */
export function moduleFromPath(path: string): ModuleName | undefined {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const [area, segment] = pathname.split('/').filter(Boolean);
  if ((area !== 'client' && area !== 'admin') || !segment) return undefined;
  return RULES.find(([test]) => test(segment))?.[1];
}
