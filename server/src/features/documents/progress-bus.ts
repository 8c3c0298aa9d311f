import { EventEmitter } from 'node:events';
import type { ProgressEvent } from '#common/api/documents.ts';

/**
 * Progress of documents processed in this process, for the SSE stream. The last event of each document is
 * kept for a while so a page that subscribes late still sees where things stand. Workers in another
 * process cannot reach this bus; the SSE route then falls back to the status in the database.
 */
export class ProgressBus {
  private emitter = new EventEmitter();
  private last = new Map<string, { event: ProgressEvent; at: number }>();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(documentId: string, event: ProgressEvent): void {
    this.last.set(documentId, { event, at: Date.now() });
    this.emitter.emit(documentId, event);
    if (this.last.size > 1000) {
      const cutoff = Date.now() - 10 * 60_000;
      for (const [id, entry] of this.last) if (entry.at < cutoff) this.last.delete(id);
    }
  }

  latest(documentId: string): ProgressEvent | undefined {
    return this.last.get(documentId)?.event;
  }

  subscribe(documentId: string, listener: (event: ProgressEvent) => void): () => void {
    this.emitter.on(documentId, listener);
    return () => this.emitter.off(documentId, listener);
  }
}
