import type { AppDeps } from '../../deps.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import { repeatInBackground, type RepeatingTask } from '../../jobs/repeat-in-background.ts';
import type { StoredObject } from '../../storage/storage.ts';
import { findReferencedFilePaths } from './documents.repository.ts';

// A stored file is written before the transaction that creates its record, and a deleted or replaced one
// is removed after the transaction that forgets it: a process that dies in between leaves a file no record
// refers to. The sweep removes those, once older than the grace period, which keeps it clear of uploads
// still on their way to their commit (there, a request would have to hang between storing and committing
// for longer than the grace period for its file to be taken).

export type SweepResult = { scanned: number; orphans: number; abortedUploads: number; ms: number };
type SweepDeps = Pick<AppDeps, 'storage' | 'database'>;

// Only what Clarion writes, `{clientId}/{name}` and its temporary siblings, so that anything else kept in
// the same bucket or folder is left alone.
const CLARION_OBJECT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[^/]+$/i;
const BATCH = 500;

/** Deletes stored objects that no document refers to and that are older than `graceMs`. */
export async function sweepOrphanedFiles(
  deps: SweepDeps,
  options: { graceMs: number; now?: Date },
): Promise<SweepResult> {
  const started = performance.now();
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.graceMs);
  let scanned = 0;
  let orphans = 0;
  let batch: StoredObject[] = [];
  const flush = async () => {
    // Every client's documents, explicitly (ADR 009): under a client's or no scope row-level security
    // would hide references, and this would delete files that documents still need.
    const paths = batch.map((o) => o.path);
    const referenced = await runAsSystem(() => findReferencedFilePaths(deps.database.db, paths));
    for (const object of batch) {
      if (referenced.has(object.path)) continue;
      await deps.storage.delete(object.path);
      orphans += 1;
    }
    batch = [];
  };
  for await (const object of deps.storage.walk()) {
    scanned += 1;
    if (!CLARION_OBJECT.test(object.path) || object.modifiedAt > cutoff) continue;
    batch.push(object);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  const abortedUploads = (await deps.storage.abortIncompleteWrites?.(cutoff)) ?? 0;
  return { scanned, orphans, abortedUploads, ms: Math.round(performance.now() - started) };
}

/**
 * Sweeps once now and then every ORPHAN_SWEEP_MINUTES, in the background. Several processes may sweep at
 * once: deleting an object that is already gone is harmless.
 */
export function scheduleOrphanSweep(deps: AppDeps): RepeatingTask {
  const { intervalMs, graceMs } = deps.config.orphanSweep;
  return repeatInBackground('orphan sweep', intervalMs, deps.log, () =>
    sweepOrphanedFiles(deps, { graceMs }),
  );
}
