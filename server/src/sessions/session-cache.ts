import type { Db } from '../db/client.ts';
import { GroupedCache } from '../cache/grouped-cache.ts';
import { deleteSession, findSessionUser, touchSession, type SessionUser } from './sessions.repository.ts';

/**
 * NOTIFY channel of migration 0008: a session of this user (the payload) ended, or their account changed
 * (name, e-mail, role, disabled, deleted).
 */
export const SESSIONS_CHANGED_CHANNEL = 'clarion_sessions_changed';

/**
 * How long a cached sign-in may be served without the database. Change notifications clear it at once; this
 * only bounds how long one lost between a dropped listening connection and its reopening could matter.
 */
export const SESSION_CACHE_TTL_MS = 30_000;

/** Activity is written to the database at most this often per session (and process). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** Default idle time-out when none is given (config: SESSION_IDLE_MINUTES). */
const DEFAULT_IDLE_MS = 60 * 60_000;

/** A cached sign-in, with the activity this process saw and when it last wrote it. */
type CachedSession = SessionUser & { seenAt: number; writtenAt: number };

/**
 * The signed-in user behind a session cookie, read from the database once and then from memory (every API
 * request needs it, ADR 008). Signing out, a disabled or deleted account, or a changed role reach every
 * process through the database's change notifications, so no request is served for a session that ended.
 */
export class SessionCache {
  private readonly cache = new GroupedCache<CachedSession>({ max: 10_000, ttlMs: SESSION_CACHE_TTL_MS });
  private readonly idleMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: { idleMs?: number; now?: () => number } = {},
  ) {
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    this.now = options.now ?? Date.now;
  }

  /** The live session with this id (the cookie token's hash), or null; a use extends its idle time-out. */
  async find(sessionId: string): Promise<SessionUser | null> {
    const now = this.now();
    const cached = this.cache.get(sessionId);
    if (cached && cached.expiresAt.getTime() > now && !this.isIdle(cached, now)) return this.use(cached, now);
    // Not cached, or idle as far as this process saw: another process may have seen it used since.
    const token = this.cache.begin();
    const found = await findSessionUser(this.db, sessionId);
    if (!found) return null;
    const session: CachedSession = {
      ...found,
      seenAt: found.lastSeenAt.getTime(),
      writtenAt: found.lastSeenAt.getTime(),
    };
    if (this.isIdle(session, now)) {
      await deleteSession(this.db, sessionId);
      return null;
    }
    this.cache.set(found.user.id, sessionId, session, token);
    return this.use(session, now);
  }

  /** Another sign-in of this user must be read again (the change notification's handler). */
  forgetUser(userId: string): void {
    this.cache.invalidate(userId);
  }

  /** Notifications may have been missed: read every session again. */
  clear(): void {
    this.cache.clear();
  }

  private isIdle(session: CachedSession, now: number): boolean {
    return now - session.seenAt > this.idleMs;
  }

  /** Every use counts in memory; the database hears of it at most once a minute, for the other processes. */
  private async use(session: CachedSession, now: number): Promise<SessionUser> {
    session.seenAt = Math.max(session.seenAt, now);
    if (now - session.writtenAt >= SESSION_TOUCH_INTERVAL_MS) {
      session.writtenAt = now;
      await touchSession(this.db, session.sessionId, new Date(now));
    }
    return session;
  }
}
