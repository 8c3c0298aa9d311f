import type { Readable } from 'node:stream';

export type StoredObject = { path: string; size: number; modifiedAt: Date };
export type StorageListing = { folders: string[]; objects: StoredObject[] };

/** Object storage for uploaded files. Paths are relative, '/'-separated, and never overwritten. */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Fails with CONFLICT if the object exists. Returns the stored (plaintext) size. */
  put(objectPath: string, data: Buffer | Readable): Promise<{ size: number }>;
  getStream(objectPath: string): Promise<Readable>;
  getBuffer(objectPath: string): Promise<Buffer>;
  exists(objectPath: string): Promise<boolean>;
  delete(objectPath: string): Promise<void>;
  /** One level below `prefix` ('' = root), folders first, at most `limit` objects after `offset`. */
  list(prefix: string, options?: { limit?: number; offset?: number }): Promise<StorageListing>;
  /** Every object at any depth, in no particular order, read page by page (the orphan sweep). */
  walk(): AsyncIterable<StoredObject>;
  /**
   * Removes writes that were begun before `olderThan` and never finished (S3 multipart uploads); returns
   * how many. The local driver's unfinished writes are temporary files that `walk` lists like any object.
   */
  abortIncompleteWrites?(olderThan: Date): Promise<number>;
  ping(): Promise<boolean>;
  /** Releases connections (S3); called when the app closes. */
  close?(): void;
}
