import fs from 'node:fs';
import path from 'node:path';

// Where Clarion's files are, from either layout the server runs in (ADR 017): the TypeScript sources (tsx,
// vitest: this module is server/src/runtime-paths.ts) or the compiled build (`npm run build`: every module
// bundled into one flat folder, dist/server/ by default). Data files (rule packs, migrations, portraits, the web
// build, package.json) stay in the repository in both layouts, so they are found from its root, never from
// the folder of the module that reads them.

/** True when this code runs from the compiled build, whose modules are .js files, not from the sources. */
export const IS_COMPILED = !import.meta.url.endsWith('.ts');

/** The compiled build's folder (its entries and their shared chunks side by side); undefined from the sources. */
export const BUILD_DIR: string | undefined = IS_COMPILED ? import.meta.dirname : undefined;

function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (
      fs.existsSync(file) &&
      (JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string }).name === 'clarion'
    ) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`Clarion's package.json was not found above ${start}.`);
  }
}

/** The repository's root: package.json, node_modules/, engine/, server/, web/. */
export const ROOT = findRoot(import.meta.dirname);

/** A path inside the repository, e.g. `fromRoot('server/src/db/migrations')`. */
export function fromRoot(...segments: string[]): string {
  return path.join(ROOT, ...segments);
}

/**
 * A module that another thread or process loads by path (the extraction child, an engine thread, the
 * modules they import): its TypeScript source (relative to the root) under tsx and vitest, where the loading
 * side registers tsx's loader, or the compiled build's entry of that name (scripts/build-server.mjs).
 */
export function runtimeModule(source: string, entry: string): string {
  return BUILD_DIR ? path.join(BUILD_DIR, `${entry}.js`) : fromRoot(source);
}
