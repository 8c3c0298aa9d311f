import type { Db } from '../db/client.ts';
import { GroupedCache } from '../cache/grouped-cache.ts';
import { findSessionUser, type SessionUser } from './sessions.repository.ts';

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

/**
 * The signed-in user behind a session cookie, read from the database once and then from memory (every API
 * request needs it, ADR 008). Signing out, a disabled or deleted account, or a changed role reach every
 * process through the database's change notifications, so no request is served for a session that ended.
 */
export class SessionCache {
  private readonly cache = new GroupedCache<SessionUser>({ max: 10_000, ttlMs: SESSION_CACHE_TTL_MS });

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** The live session with this id (the cookie token's hash), or null. */
  async find(sessionId: string): Promise<SessionUser | null> {
    const cached = this.cache.get(sessionId);
    if (cached && cached.expiresAt.getTime() > this.now()) return cached;
    const token = this.cache.begin();
    const found = await findSessionUser(this.db, sessionId);
    if (found) this.cache.set(found.user.id, sessionId, found, token);
    return found;
  }

  /** Another sign-in of this user must be read again (the change notification's handler). */
  forgetUser(userId: string): void {
    this.cache.invalidate(userId);
  }

  /** Notifications may have been missed: read every session again. */
  clear(): void {
    this.cache.clear();
  }
}
