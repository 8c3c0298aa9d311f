// `npm start` and `npm run worker` build what is missing or older than its sources, so a restart with an
// up-to-date build starts in seconds and a changed checkout never runs stale code:
//   - the web app (web/dist) from web/ and common/ (not for `worker`, which serves no pages);
//   - the compiled server (dist/server, ADR 017) from the server's, engine's and common's code.
//   node scripts/ensure-build.mjs [web] [server]   (no argument: both)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const parts = process.argv.slice(2);
const wanted = (part) => parts.length === 0 || parts.includes(part);

/** Newest modification time under `target` of the files `include` accepts (0 when there is none). */
function newestMtime(target, include = () => true) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return include(target) ? stat.mtimeMs : 0;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry), include));
  }
  return newest;
}

function build(label, built, sources, command, args) {
  if (built >= sources) return;
  console.log(
    built ? `${label} sources changed: rebuilding...` : `Building ${label.toLowerCase()} (first start)...`,
  );
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const mtimeOf = (file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0;

if (wanted('web')) {
  // Every file counts here (styles, assets, index.html), as before.
  const sources = Math.max(newestMtime(path.join(root, 'web')), newestMtime(path.join(root, 'common')));
  build('Web app', mtimeOf('web/dist/index.html'), sources, 'npx', [
    'vite',
    'build',
    '--config',
    'web/vite.config.ts',
    '--logLevel',
    'warn',
  ]);
}

if (wanted('server')) {
  // Only code is compiled: data the server reads at run time (rule packs, migrations, portraits) is read
  // from the repository, so changing it needs no build. Tests are not part of the build either.
  const isCode = (file) => /\.(ts|mts|mjs|js|json)$/.test(file) && !/\.test\.tsx?$/.test(file);
  const sources = Math.max(
    newestMtime(path.join(root, 'server/src'), isCode),
    newestMtime(path.join(root, 'engine'), isCode),
    newestMtime(path.join(root, 'common'), isCode),
    mtimeOf('package.json'),
    mtimeOf('tsconfig.json'),
    mtimeOf('scripts/build-server.mjs'),
  );
  build('Server', mtimeOf('dist/server/main.js'), sources, process.execPath, ['scripts/build-server.mjs']);
}
