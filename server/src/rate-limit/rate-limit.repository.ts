import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';

export type WindowCount = { hits: number; windowEndsAt: Date };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts one hit against `key` in a fixed window, starting a new window when the old one has ended.
 * One statement, so hits from several processes at once are all counted (the row is locked by the upsert).
 */
export async function incrementHits(
  db: DbOrTx,
  key: string,
  now: Date,
  windowMs: number,
): Promise<WindowCount> {
  const windowEndsAt = new Date(now.getTime() + windowMs);
  const ended = sql`${rateLimitHits.windowEndsAt} <= ${at(now)}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, windowEndsAt: rateLimitHits.windowEndsAt });
  return row!;
}

/** The count of the window still running for `key`, without counting a hit. */
export async function findHits(db: DbOrTx, key: string, now: Date): Promise<WindowCount | null> {
  const [row] = await db
    .select({ hits: rateLimitHits.hits, windowEndsAt: rateLimitHits.windowEndsAt })
    .from(rateLimitHits)
    .where(sql`${rateLimitHits.key} = ${key} and ${rateLimitHits.windowEndsAt} > ${at(now)}`);
  return row ?? null;
}

/** Removes counters whose window has ended; returns how many. */
export async function deleteEndedWindows(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowEndsAt, now))
    .returning({ key: rateLimitHits.key });
  return rows.length;
}
