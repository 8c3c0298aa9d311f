// The JavaScript one page of the built web app loads, gzip-compressed: the entry (index.html) and its static
// imports, plus the named chunks (the page's route chunk and any chunk it loads lazily while in use) and
// theirs. Each chunk is counted once.
//   node bench/page-js-weight.mjs [dist] <chunk name> [<chunk name> ...]
//   e.g. node bench/page-js-weight.mjs web/dist reset-password password-strength
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const [distArg, ...names] = process.argv.slice(2);
const dist = path.resolve(distArg ?? 'web/dist');
const assets = path.join(dist, 'assets');
const files = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));

const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(
  fs.readFileSync(path.join(dist, 'index.html'), 'utf8'),
);
if (!entry) throw new Error(`No entry script in ${dist}/index.html`);
const roots = [entry[1]];
for (const name of names) {
  const match = files.filter((f) => f.startsWith(`${name}-`) && /^[\w-]+-[\w-]{8}\.js$/.test(f));
  if (match.length === 0) console.log(`(no chunk named ${name}: not in this build)`);
  roots.push(...match);
}

const counted = new Map();
const visit = (file) => {
  if (counted.has(file)) return;
  const code = fs.readFileSync(path.join(assets, file));
  counted.set(file, zlib.gzipSync(code).length);
  // Static imports only (`import … from "./x.js"`, `import "./x.js"`); dynamic ones load only when used.
  for (const [, dep] of code.toString('utf8').matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g))
    visit(dep);
};
roots.forEach(visit);

const rows = [...counted].sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
const total = rows.reduce((sum, [, size]) => sum + size, 0);
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  total, gzip, ${rows.length} chunks`);
