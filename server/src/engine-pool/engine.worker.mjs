// A thread of the engine pool (engine-pool.ts). Plain .mjs so a worker thread can start it without the
// parent's loaders; from the sources tsx's loader is registered here to import the TypeScript engine, as the
// extraction child does (extraction.child.mjs); the compiled build (ADR 017) bundles this file, passes its
// own JavaScript tasks module and never loads tsx. The rule packs arrive once, with the thread, not with
// every task.
import os from 'node:os';
import { workerData } from 'node:worker_threads';

// Background work yields the CPU to the event loop that serves requests: on Linux a thread has its own nice
// value, and pid 0 names the calling thread (elsewhere it would be the whole process, so it is left alone).
if (process.platform === 'linux') {
  try {
    os.setPriority(0, 10);
  } catch {
    // not permitted here: run at the process's priority
  }
}
const { typescript, tasksModule, rulePacks } = workerData;
if (typescript) (await import('tsx/esm/api')).register();
const { runEngineTask } = await import(tasksModule);

export default function run(task) {
  return runEngineTask(task, rulePacks);
}
