import os from 'node:os';
import { Piscina } from 'piscina';
import type { RulePack } from '#engine/rules/index.ts';
import type { ConceptModel } from '#engine/rules/learned/index.ts';
import { TenantRoundRobin } from '../jobs/tenant-round-robin.ts';
import { IS_COMPILED, runtimeModule } from '../runtime-paths.ts';
import type { EngineTask, EngineTaskKind, EngineTasks } from './engine-tasks.ts';

// TypeScript under tsx and vitest (the worker registers tsx's loader), the build's JavaScript when compiled (ADR 017).
const WORKER_FILE = runtimeModule('server/src/engine-pool/engine.worker.mjs', 'engine.worker');
const TASKS_MODULE = runtimeModule('server/src/engine-pool/engine-tasks.ts', 'engine-tasks');

/** One thread per core but one, for the API's event loop (and the extraction process); at least one. */
export function defaultEngineThreads(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

type Waiting = { task: EngineTask; resolve(result: unknown): void; reject(error: Error): void };

export class EnginePoolClosed extends Error {
  constructor() {
    super('The engine pool has stopped.');
    this.name = 'EnginePoolClosed';
  }
}

/**
 * The engine's pure computations (analysis, compliance check, built-in persona interview, improvements
 * and their impact) on a pool of worker threads, so a long one never holds up the API's event loop (ADR
 * 016). At most `threads` tasks are handed to the pool at once; the rest wait per tenant and are served in
 * turn, so one client's many jobs cannot starve another's. The threads start on first use and end after
 * `idleMs` without work (each holds the engine, tens of MB), unless warmUp() asked for them to stay.
 */
export class EnginePool {
  private pool: Piscina | undefined;
  private readonly waiting = new TenantRoundRobin<Waiting>();
  private running = 0;
  private closed = false;

  /** warmUp() was asked for: the threads start now and stay. */
  private keepWarm = false;

  constructor(
    private readonly options: {
      threads: number;
      rulePacks: RulePack[];
      /** The learned layer's model (ADR 022); without it a check has no "possible" tier. */
      conceptModel?: ConceptModel;
      /** An idle thread ends after this long (default 5 minutes); the next task starts one (~1 s). */
      idleMs?: number;
    },
  ) {}

  get threads(): number {
    return this.options.threads;
  }

  /**
   * Starts the threads now (each loads the engine, ~1 s) so the first job does not wait for them, and keeps
   * them running: for deployments that prefer latency to idle memory. Call before the first task.
   */
  warmUp(): void {
    this.keepWarm = true;
    if (!this.closed) this.start();
  }

  run<K extends EngineTaskKind>(
    task: { kind: K } & EngineTasks[K]['input'],
    options: { tenant: string },
  ): Promise<EngineTasks[K]['result']> {
    if (this.closed) return Promise.reject(new EnginePoolClosed());
    return new Promise((resolve, reject) => {
      this.waiting.push(options.tenant, {
        task: task as EngineTask,
        resolve: resolve as (result: unknown) => void,
        reject,
      });
      this.pump();
    });
  }

  private pump(): void {
    while (!this.closed && this.running < this.options.threads) {
      const next = this.waiting.take();
      if (!next) return;
      const { tenant, item } = next;
      this.running += 1;
      this.start()
        .run(item.task)
        .then(item.resolve, item.reject)
        .finally(() => {
          this.running -= 1;
          this.waiting.done(tenant);
          this.pump();
        });
    }
  }

  private start(): Piscina {
    this.pool ??= new Piscina({
      filename: WORKER_FILE,
      minThreads: this.keepWarm ? this.options.threads : 0,
      maxThreads: this.options.threads,
      idleTimeout: this.keepWarm ? Infinity : (this.options.idleMs ?? 5 * 60_000),
      // the fair queue above holds what waits; the pool only ever has one task per thread
      concurrentTasksPerWorker: 1,
      // not the parent's flags (a test runner's or tsx's loaders): the worker registers tsx itself when it
      // runs from the sources
      execArgv: [],
      workerData: {
        typescript: !IS_COMPILED,
        tasksModule: TASKS_MODULE,
        rulePacks: this.options.rulePacks,
        conceptModel: this.options.conceptModel ?? null,
      },
    });
    return this.pool;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.waiting.drain()) waiting.reject(new EnginePoolClosed());
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
