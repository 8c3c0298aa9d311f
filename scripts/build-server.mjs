// `npm run build` (with the web app) and `npm start` (when the sources changed): compiles the server into
// plain JavaScript that `node` runs without tsx (ADR 017). esbuild bundles our own code (server, engine,
// common: the `#…` subpath imports and `.ts` extensions resolved here) and leaves every npm package
// external, loaded from node_modules as before, so native modules, WebAssembly and the packages' own files
// stay where they are. Entries and their shared chunks land side by side in one flat folder, which
// server/src/runtime-paths.ts relies on. Data files are not copied: they are read from the repository.
//   node scripts/build-server.mjs [outdir]   (default dist/server)
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.resolve(root, process.argv[2] ?? 'dist/server');

// The processes' entries, and the modules another thread or process loads by path (runtimeModule() in
// server/src/runtime-paths.ts names them by these keys).
const entryPoints = {
  main: 'server/src/main.ts',
  'worker-main': 'server/src/worker-main.ts',
  'extraction.child': 'server/src/features/documents/extraction.child.mjs',
  'extraction-extract': 'engine/extraction/extract.ts',
  'extraction-ocr': 'engine/extraction/ocr.ts',
  'extraction-pdfjs': 'engine/extraction/pdfjs.ts',
  'engine.worker': 'server/src/engine-pool/engine.worker.mjs',
  'engine-tasks': 'server/src/engine-pool/engine-tasks.ts',
};

// A stale chunk from an earlier build is never imported, but it would confuse anyone reading the folder.
fs.rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await esbuild.build({
  absWorkingDir: root,
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  packages: 'external',
  // Error and class names are read at run time (error.name checks, logs): bundling must not rename them.
  keepNames: true,
  sourcemap: 'linked',
  logLevel: 'warning',
  tsconfig: 'tsconfig.json',
});
console.log(
  `Server built into ${path.relative(root, outdir) || '.'} in ${Math.round(performance.now() - started)} ms`,
);
