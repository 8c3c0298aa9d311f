/**
 * How a result of an earlier file is labelled (ADR 015): by the version it assessed, never relabelled with
 * the current file's; a result from before versions existed (no version recorded) is only "out of date".
 */
export function supersededLabel(version: number | null): string {
  return version === null ? 'Out of date — re-run' : `For version ${version} — superseded`;
}
