import { LRUCache } from 'lru-cache';

type Entry<V> = { group: string; token: number; value: V };

/**
 * An in-memory LRU cache whose entries belong to groups (a user, a client) that are invalidated as a whole
 * when the database says they changed (ADR 008). It closes the classic race of such caches: a value read
 * from the database before an invalidation must not be stored after it. A reader takes a token from
 * `begin()` before it queries, and `set` refuses the value if its group was invalidated since; `get`
 * ignores entries stored before their group's latest invalidation.
 */
export class GroupedCache<V extends object> {
  private readonly entries: LRUCache<string, Entry<V>>;
  /** Bumped by every invalidation; a token is its value when a read began. */
  private epoch = 0;
  /** The epoch of each group's latest invalidation, forgotten once no entry or read can predate it. */
  private readonly invalidatedAt = new Map<string, { epoch: number; at: number }>();
  /** Reads that began before this epoch store nothing (after a clear, or once their records were pruned). */
  private readFloor = 0;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private lastPrune: number;

  constructor(options: {
    max: number;
    ttlMs: number;
    /** Bounds the memory of large values (their size in any unit, with maxSize in the same unit). */
    maxSize?: number;
    sizeOf?: (value: V) => number;
    now?: () => number;
  }) {
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
    this.lastPrune = this.now();
    this.entries = new LRUCache<string, Entry<V>>({
      max: options.max,
      ttl: options.ttlMs,
      perf: { now: this.now },
      ...(options.maxSize && options.sizeOf
        ? {
            maxSize: options.maxSize,
            sizeCalculation: (e: Entry<V>) => Math.max(1, options.sizeOf!(e.value)),
          }
        : {}),
    });
  }

  /** Call before reading what will be cached; pass the result to `set`. */
  begin(): number {
    return this.epoch;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.token < this.lastInvalidation(entry.group)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Whether a value read since `token` is still current for its group (nothing invalidated it since). */
  isCurrent(group: string, token: number): boolean {
    return token >= this.readFloor && token >= this.lastInvalidation(group);
  }

  /** Stores a value read since `token`, unless its group was invalidated meanwhile. */
  set(group: string, key: string, value: V, token: number): void {
    if (this.isCurrent(group, token)) this.entries.set(key, { group, token, value });
  }

  invalidate(group: string): void {
    this.epoch += 1;
    const now = this.now();
    this.invalidatedAt.set(group, { epoch: this.epoch, at: now });
    if (now - this.lastPrune > this.ttlMs) this.prune(now);
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.invalidatedAt.clear();
    this.readFloor = this.epoch;
  }

  get size(): number {
    return this.entries.size;
  }

  private lastInvalidation(group: string): number {
    return this.invalidatedAt.get(group)?.epoch ?? 0;
  }

  /**
   * Entries live at most ttlMs, so an invalidation older than that can no longer hide any of them; a read
   * that began before a forgotten invalidation (one slower than ttlMs) is refused by the read floor.
   */
  private prune(now: number): void {
    this.lastPrune = now;
    for (const [group, { epoch, at }] of this.invalidatedAt) {
      if (now - at <= this.ttlMs) continue;
      this.invalidatedAt.delete(group);
      this.readFloor = Math.max(this.readFloor, epoch);
    }
  }
}
