import { GroupedCache } from '../../cache/grouped-cache.ts';

/**
 * NOTIFY channel of migration 0008: a row a document list shows (a document, its extraction or one of its
 * analyses) changed for this client (the payload), whoever wrote it.
 */
export const DOCUMENTS_CHANGED_CHANNEL = 'clarion_documents_changed';

/** The group of administrators' lists across every client: any client's change invalidates them. */
const ALL_CLIENTS = '*';

export type ListFilter = { clientId?: string; documentType?: string; q?: string; archived?: boolean };
export type ListPage = { sort: string; order: string; limit: number; offset: number };

/** A page of the list as the JSON the API sends: serialised once per change, not once per request. */
export type ListJson = { json: string };

/**
 * Pages of the document list, served from memory until a change to that client's documents (ADR 008). The
 * list is what every screen of the product opens on and polls while documents are processed, and each
 * page needs a count over all of a client's documents; the database's change notifications keep it exact.
 */
export class DocumentListCache {
  // Sized by characters: at most about 32 MB of JSON (a 20-item page is about 12,000 characters).
  private readonly cache = new GroupedCache<ListJson>({
    max: 2_000,
    ttlMs: 60_000,
    maxSize: 16_000_000,
    sizeOf: (list) => list.json.length,
  });
  private readonly reading = new Map<string, { token: number; list: Promise<ListJson> }>();

  async find(filter: ListFilter, page: ListPage, read: () => Promise<ListJson>): Promise<ListJson> {
    const key = JSON.stringify([
      filter.clientId ?? ALL_CLIENTS,
      filter.documentType ?? null,
      filter.q ?? null,
      filter.archived ?? false,
      page.sort,
      page.order,
      page.limit,
      page.offset,
    ]);
    const group = filter.clientId ?? ALL_CLIENTS;
    const cached = this.cache.get(key);
    if (cached) return cached;
    // Requests that miss together share one read (a screen's polls right after a change), as long as
    // nothing invalidated the group since that read began.
    const pending = this.reading.get(key);
    if (pending && this.cache.isCurrent(group, pending.token)) return pending.list;
    const token = this.cache.begin();
    const list = read();
    const entry = { token, list };
    this.reading.set(key, entry);
    try {
      const value = await list;
      this.cache.set(group, key, value, token);
      return value;
    } finally {
      if (this.reading.get(key) === entry) this.reading.delete(key);
    }
  }

  /** This client's documents changed (the change notification's handler). */
  clientChanged(clientId: string): void {
    this.cache.invalidate(clientId);
    this.cache.invalidate(ALL_CLIENTS);
  }

  /** Notifications may have been missed: read every list again. */
  clear(): void {
    this.cache.clear();
  }
}
