import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { ExtractedDocument } from '#engine/document-model.ts';
import { tooLargeDecompressedMessage } from '#engine/extraction/errors.ts';
import { TenantRoundRobin } from '../../jobs/tenant-round-robin.ts';
import { IS_COMPILED, runtimeModule } from '../../runtime-paths.ts';

export class ExtractionFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The message is written for users (from the engine), not an internal error. */
    readonly userFacing: boolean,
  ) {
    super(message);
    this.name = 'ExtractionFailure';
  }
}

export type ExtractionRunnerOptions = {
  /** Resident memory the extraction process may use (MB) before it is killed (EXTRACTION_MEMORY_MB). */
  memoryMb: number;
  timeoutMs: number;
  /** The page budget of one job: more pages are refused before any is read. */
  maxPages: number;
  maxBytes: number;
  /** How often the watchdog reads the child's resident memory. */
  sampleIntervalMs?: number;
  /**
   * The child is ended after this long without work (~300 MB while idle) and started again for the next
   * document (~1.5 s); undefined keeps it running once started.
   */
  idleMs?: number;
};

export type RunOptions = {
  /** Whose work this is (the client id): tenants are served in turn, one job each. */
  tenant: string;
  onPage?: (page: number, total: number) => void;
};

type Job = {
  tenant: string;
  data: Uint8Array;
  fileType: string;
  onPage?: (page: number, total: number) => void;
  resolve(result: ExtractedDocument): void;
  reject(error: Error): void;
};

type Running = { id: number; job: Job; timer: NodeJS.Timeout | undefined };

type ChildMessage = { type: string; id?: number } & Record<string, unknown>;

// From the sources the child registers tsx's loader and imports the engine's TypeScript; the compiled build
// (ADR 017) has these as JavaScript entries of its own.
const CHILD_FILE = runtimeModule('server/src/features/documents/extraction.child.mjs', 'extraction.child');
const CHILD_MODULES = JSON.stringify({
  typescript: !IS_COMPILED,
  extractModule: runtimeModule('engine/extraction/extract.ts', 'extraction-extract'),
  ocrModule: runtimeModule('engine/extraction/ocr.ts', 'extraction-ocr'),
  pdfjsModule: runtimeModule('engine/extraction/pdfjs.ts', 'extraction-pdfjs'),
});

const DEFAULTS: ExtractionRunnerOptions = {
  memoryMb: 768,
  timeoutMs: 180_000,
  maxPages: 2000,
  maxBytes: 200 * 1024 * 1024,
  idleMs: 5 * 60_000,
};

const TOO_BIG_OR_SLOW =
  'This file needs more memory or time to read than Clarion allows for one document. Split it into smaller files or save it again (e.g. "Save as PDF") and upload it again.';

/** Resident memory of a process in bytes (VmRSS); undefined where /proc is not available or it has gone. */
function residentBytes(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One child process that runs the engine's extractors, one document at a time. pdf.js keeps decoded
 * streams in ArrayBuffers that no V8 heap limit sees, so the process's resident memory is what is bounded:
 * a watchdog reads it every ~50 ms and kills the child above the budget. That document fails with a clear
 * message, the server is untouched, and a fresh child is started for the next one. The child starts with
 * the first document (or warmUp()) and ends after `idleMs` without work, so an idle server does not hold
 * pdf.js's memory. Waiting documents are queued per tenant and served round-robin, so one client cannot
 * starve the others.
 */
export class ExtractionRunner {
  private readonly options: ExtractionRunnerOptions;
  private child: ChildProcess | undefined;
  private ready: Promise<void> | undefined;
  private running: Running | undefined;
  /** Why the current child is being ended, so its exit fails the job with the right message. */
  private killReason: 'memory' | 'time' | undefined;
  /** Waiting jobs, served one tenant at a time in turn. */
  private readonly waiting = new TenantRoundRobin<Job>();
  private nextId = 1;
  private closed = false;
  /** Ends an idle child; cleared when work arrives. */
  private idleTimer: NodeJS.Timeout | undefined;
  /** warmUp() was asked for: keep a child running, replacing one that was killed. */
  private keepWarm = false;

  constructor(options: Partial<ExtractionRunnerOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  /**
   * Starts the child now (pdf.js takes ~1.5 s to load) so the first upload does not wait for it, and keeps
   * one running from then on (no idle exit): for deployments that prefer latency to idle memory.
   */
  warmUp(): void {
    this.keepWarm = true;
    if (!this.closed) this.start().catch(() => undefined);
  }

  /** Queued per tenant; one document at a time (two cores; OCR alone saturates one). */
  run(data: Uint8Array, fileType: string, options: RunOptions): Promise<ExtractedDocument> {
    if (this.closed)
      return Promise.reject(new ExtractionFailure('INTERNAL', 'Extraction has stopped.', false));
    return new Promise<ExtractedDocument>((resolve, reject) => {
      const { tenant, onPage } = options;
      this.waiting.push(tenant, { tenant, data, fileType, onPage, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    if (this.running || this.closed) return;
    const next = this.waiting.take();
    if (!next) return this.scheduleIdleExit();
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    const job = next.item;
    const id = this.nextId++;
    // Claimed before the child is ready, so a second run() cannot start alongside.
    this.running = { id, job, timer: undefined };
    this.start().then(
      () => {
        if (this.running?.id !== id) return;
        // The time-out counts the document's reading, not the start of a fresh process.
        this.running.timer = setTimeout(() => this.kill('time'), this.options.timeoutMs);
        this.child!.send({
          id,
          data: job.data,
          fileType: job.fileType,
          maxPages: this.options.maxPages,
          maxBytes: this.options.maxBytes,
          // One stream alone larger than the whole budget cannot be read: refuse it before decoding.
          maxInflatedBytes: this.options.memoryMb * 1024 * 1024,
        });
      },
      (error: Error) => this.finish(id, undefined, error),
    );
  }

  /** Settles the running job and serves the next tenant in turn. */
  private finish(id: number, result: ExtractedDocument | undefined, error?: Error): void {
    const running = this.running;
    if (!running || running.id !== id) return;
    clearTimeout(running.timer);
    this.running = undefined;
    // The tenant goes behind everyone who was waiting while its job ran.
    this.waiting.done(running.job.tenant);
    if (error) running.job.reject(error);
    else running.job.resolve(result!);
    this.pump();
  }

  /** Nothing runs or waits: end the child after the idle time, unless it is kept warm. */
  private scheduleIdleExit(): void {
    const idleMs = this.options.idleMs;
    if (this.keepWarm || idleMs === undefined || !this.child || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      const child = this.child;
      if (this.running || this.closed || !child) return;
      // Forgotten at once: the next document starts a fresh child rather than waiting for this one to go.
      this.child = undefined;
      this.ready = undefined;
      child.kill('SIGTERM');
    }, idleMs);
    this.idleTimer.unref();
  }

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const child = fork(CHILD_FILE, [CHILD_MODULES], {
      // Not the parent's flags (a test runner's loaders); the V8 heap gets the same budget as the process.
      execArgv: [`--max-old-space-size=${this.options.memoryMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    this.killReason = undefined;
    const watchdog = setInterval(() => this.watch(child), this.options.sampleIntervalMs ?? 50);
    watchdog.unref();
    let started = false;
    this.ready = new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', () =>
        reject(new ExtractionFailure('INTERNAL', 'The extraction process did not start.', false)),
      );
      child.on('message', (message: ChildMessage) => {
        if (message.type === 'ready') {
          started = true;
          return resolve();
        }
        this.onMessage(message);
      });
    });
    child.on('exit', (code, signal) => {
      clearInterval(watchdog);
      const reason = this.killReason;
      // Not current: ended idle (or by close()) and already replaced; a job running now is another child's.
      const current = this.child === child;
      if (current) {
        this.child = undefined;
        this.ready = undefined;
      }
      // V8 aborts when the heap (same budget) is full: the same cause as the watchdog's kill.
      const outOfMemory = reason === 'memory' || signal === 'SIGABRT' || code === 134;
      if (current && this.running && !this.closed)
        this.finish(
          this.running.id,
          undefined,
          new ExtractionFailure(
            'TOO_LARGE',
            outOfMemory ? tooLargeDecompressedMessage(this.options.memoryMb * 1024 * 1024) : TOO_BIG_OR_SLOW,
            true,
          ),
        );
      // A kept-warm child is replaced at once (not in a loop when the child cannot start at all); otherwise
      // the next document starts one.
      if (this.keepWarm && started && !this.closed && this.child === undefined) this.warmUp();
    });
    return this.ready;
  }

  private onMessage(message: ChildMessage): void {
    const running = this.running;
    if (!running || message.id !== running.id) return;
    if (message.type === 'page') return running.job.onPage?.(Number(message.page), Number(message.total));
    if (message.type === 'done') return this.finish(running.id, message.result as ExtractedDocument);
    this.finish(
      running.id,
      undefined,
      new ExtractionFailure(String(message.code), String(message.message), Boolean(message.userFacing)),
    );
  }

  private watch(child: ChildProcess): void {
    if (child !== this.child || child.pid === undefined || child.exitCode !== null || this.killReason) return;
    const rss = residentBytes(child.pid);
    if (rss !== undefined && rss > this.options.memoryMb * 1024 * 1024) this.kill('memory');
  }

  /** A parse cannot be interrupted from outside: end the child; its exit fails the job. */
  private kill(reason: 'memory' | 'time'): void {
    if (!this.child || this.killReason) return;
    this.killReason = reason;
    this.child.kill('SIGKILL');
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    const stopped = new ExtractionFailure('INTERNAL', 'Extraction has stopped.', false);
    for (const job of this.waiting.drain()) job.reject(stopped);
    const child = this.child;
    this.child = undefined;
    this.ready = undefined;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    if (this.running) this.finish(this.running.id, undefined, stopped);
  }
}
