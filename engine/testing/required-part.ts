// Test infrastructure only (never imported by engine code): where the shared corpus is, and what a test run
// does when a part it needs is missing. Reads the environment like server/test/global-setup.ts does for
// DATABASE_URL: these are settings of the test run, not of the application.
import path from 'node:path';

/**
 * The shared third-party corpus (DESIGN.md §10): `CLARION_CORPUS_DIR` when set, else `shared/corpus` beside
 * the checkout (the folder CI and every developer machine have).
 */
export const CORPUS_DIR = process.env.CLARION_CORPUS_DIR
  ? path.resolve(process.env.CLARION_CORPUS_DIR)
  : path.resolve(import.meta.dirname, '../../../shared/corpus');

/** Is this a CI run? (.ci/run runs with CI=true.) */
export const IS_CI = process.env.CI === 'true' || process.env.CI === '1';

/**
 * Whether a part some tests need is here. Locally a missing part skips those tests with a warning; under CI
 * it fails the run, so CI cannot stay green while covering less. `install` says how to provide the part.
 */
export function hasRequiredPart(
  present: boolean,
  part: string,
  install: string,
  options: { ci?: boolean; warn?: (message: string) => void } = {},
): boolean {
  if (present) return true;
  const message = `${part} is missing, so the tests that need it cannot run. ${install}`;
  if (options.ci ?? IS_CI)
    throw new Error(`${message} (CI=true: a missing part fails the run, it is not skipped.)`);
  (options.warn ?? console.warn)(`[skipped] ${message}`);
  return false;
}

export const CORPUS_INSTALL =
  'Put the shared corpus (the project’s shared/ folder, DESIGN.md §10) at ../shared/corpus beside the checkout, or set CLARION_CORPUS_DIR to its path.';
