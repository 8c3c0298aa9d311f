import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ExtractedDocument } from '#engine/document-model.ts';

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

type Pending = {
  resolve(result: ExtractedDocument): void;
  reject(error: Error): void;
  onPage?: (page: number, total: number) => void;
  timer: NodeJS.Timeout;
};

const WORKER_FILE = path.resolve(import.meta.dirname, 'extraction.worker.mjs');
const ENGINE = path.resolve(import.meta.dirname, '../../../../engine/extraction');
const WORKER_DATA = {
  extractModule: path.join(ENGINE, 'extract.ts'),
  ocrModule: path.join(ENGINE, 'ocr.ts'),
  pdfjsModule: path.join(ENGINE, 'pdfjs.ts'),
};

/**
 * One long-lived worker thread that runs the engine's extractors, one document at a time. Its heap is
 * capped, so a decompression bomb or a monstrous PDF kills the worker (and fails that document with a
 * clear message), never the server; the next document gets a fresh worker.
 */
export class ExtractionRunner {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly options: { maxHeapMb: number; timeoutMs: number; maxPages: number; maxBytes: number } = {
      maxHeapMb: 1536,
      timeoutMs: 180_000,
      maxPages: 2000,
      maxBytes: 200 * 1024 * 1024,
    },
  ) {}

  /** Starts the worker (pdf.js takes ~1.5 s to load) so the first upload does not wait for it. */
  warmUp(): void {
    this.start().catch(() => undefined);
  }

  /** Queued: documents are extracted one after another (two cores; OCR alone saturates one). */
  run(
    data: Uint8Array,
    fileType: string,
    onPage?: (page: number, total: number) => void,
  ): Promise<ExtractedDocument> {
    const next = this.chain.then(() => this.runNow(data, fileType, onPage));
    this.chain = next.catch(() => undefined);
    return next;
  }

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = new Worker(WORKER_FILE, {
      workerData: WORKER_DATA,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb },
    });
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.on('message', (message: { type: string; id?: number } & Record<string, unknown>) => {
        if (message.type === 'ready') return resolve();
        const job = message.id === undefined ? undefined : this.pending.get(message.id);
        if (!job) return;
        if (message.type === 'page') job.onPage?.(Number(message.page), Number(message.total));
        else {
          clearTimeout(job.timer);
          this.pending.delete(message.id!);
          if (message.type === 'done') job.resolve(message.result as ExtractedDocument);
          else
            job.reject(
              new ExtractionFailure(
                String(message.code),
                String(message.message),
                Boolean(message.userFacing),
              ),
            );
        }
      });
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      if (this.worker === worker) {
        this.worker = undefined;
        this.ready = undefined;
      }
      this.failAll(
        new ExtractionFailure(
          'TOO_LARGE',
          'This file needs more memory or time to read than Clarion allows for one document. Split it into smaller files or save it again (e.g. "Save as PDF") and upload it again.',
          true,
        ),
      );
    });
    return this.ready;
  }

  private failAll(error: Error): void {
    for (const [id, job] of this.pending) {
      clearTimeout(job.timer);
      this.pending.delete(id);
      job.reject(
        error instanceof ExtractionFailure ? error : new ExtractionFailure('INTERNAL', error.message, false),
      );
    }
  }

  private async runNow(
    data: Uint8Array,
    fileType: string,
    onPage?: (page: number, total: number) => void,
  ): Promise<ExtractedDocument> {
    await this.start();
    const worker = this.worker!;
    const id = this.nextId++;
    return new Promise<ExtractedDocument>((resolve, reject) => {
      const timer = setTimeout(() => {
        // A stuck parse cannot be interrupted from outside: end the worker; the exit handler fails the job.
        void worker.terminate();
      }, this.options.timeoutMs);
      this.pending.set(id, { resolve, reject, onPage, timer });
      worker.postMessage({
        id,
        data,
        fileType,
        maxPages: this.options.maxPages,
        maxBytes: this.options.maxBytes,
      });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    if (worker) await worker.terminate();
  }
}
