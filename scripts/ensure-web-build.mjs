// `npm start` builds the web app only when the build is missing or older than its sources, so a restart
// with an existing build starts in seconds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const index = path.join(root, 'web/dist/index.html');

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const built = fs.statSync(index, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sources = Math.max(newestMtime(path.join(root, 'web')), newestMtime(path.join(root, 'common')));
if (built >= sources) process.exit(0);

console.log(
  built ? 'Web sources changed: rebuilding the web app...' : 'Building the web app (first start)...',
);
const result = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
