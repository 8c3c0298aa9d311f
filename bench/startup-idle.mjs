// Start-up time and idle memory of the embedded default (PGlite, no DATABASE_URL) as `npm start` runs it:
// spawn → first answer of /api/health, then the resident memory of the server's process tree (the server and
// its children; npm's and the shell's own wrappers are reported apart) after IDLE_SECONDS. Each run starts on
// an empty DATA_DIR. Prints JSON. Linux only (/proc).
//   node bench/startup-idle.mjs [runs=3] [idleSeconds=20] [command...]   (default command: npm start)
// With RESTART=1 every run starts on a copy of one DATA_DIR initialised by an untimed first start (a restart,
// without PGlite's initdb) instead of an empty one; DATA_TEMPLATE=<dir> copies that initialised DATA_DIR.
// The web app (and, with the compiled server, the server) should already be built, so no build is timed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const [runsArg, idleArg, ...commandArgs] = process.argv.slice(2);
const RUNS = Number(runsArg ?? 3);
const IDLE_SECONDS = Number(idleArg ?? 20);
const command = commandArgs.length ? commandArgs : ['npm', 'start'];
const root = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function stat(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    const ppid = Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]);
    const rss =
      Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, ppid, comm, rss, cmdline };
  } catch {
    return undefined;
  }
}

/** CPU time (user + system) a process has used, in seconds; its exited children's included. */
function cpuSeconds(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime: fields 14-17 of stat, 12-15 after the command name
    const ticks = fields.slice(11, 15).reduce((sum, n) => sum + Number(n), 0);
    return ticks / 100;
  } catch {
    return 0;
  }
}

function tree(rootPid) {
  const all = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => stat(Number(entry)))
    .filter(Boolean);
  const out = [];
  const visit = (pid) => {
    const process_ = all.find((p) => p.pid === pid);
    if (process_) out.push(process_);
    for (const child of all.filter((p) => p.ppid === pid)) visit(child.pid);
  };
  visit(rootPid);
  return out;
}

const mb = (bytes) => Math.round(bytes / 1024 / 1024);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const RESTART = process.env.RESTART === '1';
let template;

async function once({ idleSeconds = IDLE_SECONDS, keep = false } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-idle-'));
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: 'admin@bench.example',
      ADMIN_PASSWORD: 'bench-admin-password-long',
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let startupSeconds;
  let startupCpuSeconds;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) {
        startupSeconds = (performance.now() - started) / 1000;
        // CPU time to get there, whole tree (npm, the ensure-build step, the server): unlike the wall time it
        // hardly moves with the machine's load.
        startupCpuSeconds = tree(child.pid).reduce((sum, p) => sum + cpuSeconds(p.pid), 0);
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  await sleep(idleSeconds * 1000);
  const processes = tree(child.pid);
  // npm itself and the shell it runs the script in are wrappers; the rest is the server and its children.
  const wrappers = processes.filter((p) => /^(npm\b|sh -c )/.test(p.cmdline));
  const serverProcesses = processes.filter((p) => !wrappers.includes(p));
  const result = {
    startupSeconds: Number(startupSeconds.toFixed(2)),
    startupCpuSeconds: Number(startupCpuSeconds.toFixed(2)),
    serverTreeMb: mb(serverProcesses.reduce((sum, p) => sum + p.rss, 0)),
    wrappersMb: mb(wrappers.reduce((sum, p) => sum + p.rss, 0)),
    processes: processes.map((p) => ({ rssMb: mb(p.rss), cmd: p.cmdline.slice(0, 90) })),
  };
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await sleep(1000);
  if (keep) return { ...result, dataDir };
  fs.rmSync(dataDir, { recursive: true, force: true });
  return result;
}

// DATA_TEMPLATE=<dir>: copy this initialised DATA_DIR instead (to compare two builds on the same data).
if (process.env.DATA_TEMPLATE) template = process.env.DATA_TEMPLATE;
else if (RESTART) template = (await once({ idleSeconds: 0, keep: true })).dataDir;
const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await once());
if (template && !process.env.DATA_TEMPLATE) fs.rmSync(template, { recursive: true, force: true });
const sorted = (key) => runs.map((r) => r[key]).sort((a, b) => a - b);
const summary = (key) => ({
  min: sorted(key)[0],
  median: sorted(key)[Math.floor(RUNS / 2)],
  max: sorted(key).at(-1),
});
console.log(
  JSON.stringify(
    {
      command: command.join(' '),
      dataDir: template ? 'restart (initialised DATA_DIR)' : 'empty',
      node: process.version,
      idleSeconds: IDLE_SECONDS,
      loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
      startupSeconds: summary('startupSeconds'),
      startupCpuSeconds: summary('startupCpuSeconds'),
      serverTreeMb: summary('serverTreeMb'),
      wrappersMb: summary('wrappersMb'),
      runs,
    },
    null,
    2,
  ),
);
