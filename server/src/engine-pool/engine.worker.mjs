// A thread of the engine pool (engine-pool.ts). Plain .mjs so a worker thread can start it without the
// parent's loaders; from the sources tsx's loader is registered here to import the TypeScript engine, as the
// extraction child does (extraction.child.mjs); the compiled build (ADR 017) bundles this file, passes its
// own JavaScript tasks module and never loads tsx. The rule packs and the learned layer's model arrive once,
// with the thread, not with every task.
import { workerData } from 'node:worker_threads';
import { lowerOwnPriority } from '../background-priority.mjs';

lowerOwnPriority();
const { typescript, tasksModule, rulePacks, conceptModel } = workerData;
if (typescript) (await import('tsx/esm/api')).register();
const { runEngineTask } = await import(tasksModule);

export default function run(task) {
  return runEngineTask(task, rulePacks, conceptModel);
}
