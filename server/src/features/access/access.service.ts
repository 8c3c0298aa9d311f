import type { FastifyBaseLogger } from 'fastify';
import { ACCESS_CACHE_TTL_MS } from '#common/constants.ts';
import { MODULES, MODULE_DISPLAY_NAMES, type ModuleMap, type ModuleName } from '#common/modules.ts';
import type { User } from '#common/api/auth.ts';
import type { Db } from '../../db/client.ts';
import { GroupedCache } from '../../cache/grouped-cache.ts';
import { AppError } from '../../errors.ts';
import { findAccessRow } from './access.repository.ts';

/** PostgreSQL NOTIFY channel: a user's module access changed; the payload is the user id. */
export const ACCESS_CHANGED_CHANNEL = 'clarion_access_changed';

/**
 * Per-user, per-module access (spec §2.4, §4, §6). Active only when MODULE_PERMISSIONS is "true"; admins
 * always pass. Results are cached for five minutes and cleared for a user when an admin changes their
 * access, in every process sharing the database (PostgreSQL NOTIFY). A lookup error denies (fails closed,
 * DESIGN.md §2) and is not cached. The cache is grouped by user with invalidation tokens, so an answer read
 * before a concurrent change is never stored after it.
 */
export class AccessService {
  private readonly cache: GroupedCache<{ hasAccess: boolean; expiresAt: number }>;

  constructor(
    private readonly db: Db,
    private readonly enabled: boolean,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    /** Tells the other processes sharing the database to forget a user's cached access. */
    private readonly broadcast: (userId: string) => Promise<void> = async () => {},
  ) {
    this.cache = new GroupedCache({ max: 50_000, ttlMs: ACCESS_CACHE_TTL_MS, now });
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  async hasAccess(user: User, module: ModuleName): Promise<boolean> {
    if (!this.enabled || user.role === 'admin') return true;
    // Access is the firm's (ADR 018): every member has the modules the platform admin switched on for it.
    const firmId = user.firmId;
    if (!firmId) return false;
    const key = `${firmId}:${module}`;
    const cached = this.cache.get(key);
    // The entry's own expiry as well as the LRU's: that one ignores entries stored at time 0 (a test clock).
    if (cached && cached.expiresAt > this.now()) return cached.hasAccess;
    const token = this.cache.begin();
    try {
      const row = await findAccessRow(this.db, firmId, module);
      const hasAccess = row?.hasAccess ?? false;
      this.cache.set(firmId, key, { hasAccess, expiresAt: this.now() + ACCESS_CACHE_TTL_MS }, token);
      return hasAccess;
    } catch (error) {
      this.log.error({ err: error, userId: user.id, module }, 'module access lookup failed; denying');
      return false;
    }
  }

  async getModuleMap(user: User): Promise<ModuleMap> {
    const entries = await Promise.all(MODULES.map(async (m) => [m, await this.hasAccess(user, m)] as const));
    return Object.fromEntries(entries) as ModuleMap;
  }

  async assertAccess(user: User, module: ModuleName): Promise<void> {
    if (!(await this.hasAccess(user, module))) {
      throw new AppError(
        'FORBIDDEN',
        `You do not have access to ${MODULE_DISPLAY_NAMES[module]}. Contact your administrator to request access.`,
        { module },
      );
    }
  }

  /** After an access change of a firm: this process forgets at once, and so do the others. */
  clearUser(userId: string): void {
    this.forgetUser(userId);
    this.broadcast(userId).catch((error: unknown) =>
      this.log.error({ err: error, userId }, 'could not tell other processes to clear cached access'),
    );
  }

  /** Drops every cached answer (change notifications may have been missed). */
  forgetAll(): void {
    this.cache.clear();
  }

  /** Drops this process's cached answers for a user (on a change made here or by another process). */
  forgetUser(userId: string): void {
    this.cache.invalidate(userId);
  }
}
