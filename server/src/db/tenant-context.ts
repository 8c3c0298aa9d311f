import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whose rows the current database work may touch, for PostgreSQL's row-level security (migrations 0007 and
 * 0010, ADR 009). Fails closed: work with no scope sees no client's rows. A client's request is scoped to
 * that client; admin requests, sign-in, session lookup, jobs and start-up take the bypass explicitly
 * (`setSystem`, `runAsSystem`). The store is mutable: the request is wrapped first, and the auth hook fills
 * it in once it knows the user.
 */
export type TenantStore = { userId: string | null; firmId: string | null; system: boolean };

/**
 * What a PostgreSQL connection is prepared with before it runs the current work (db/client.ts): for a client's
 * request, the firm whose rows it may touch (the tenant, migration 0022) and the member acting (their own
 * sessions, second factor and analytics).
 */
export type DbScope =
  { kind: 'tenant'; userId: string; firmId: string } | { kind: 'system' } | { kind: 'none' };

const storage = new AsyncLocalStorage<TenantStore>();

/** Runs `fn` (the rest of a request) with an empty store: no rows until the auth hook says whose. */
export function runWithTenantStore<T>(fn: () => T): T {
  return storage.run({ userId: null, firmId: null, system: false }, fn);
}

/** Restricts the current request's database work to this member's firm's rows. */
export function setTenant(member: { id: string; firmId: string | null }): void {
  const store = storage.getStore();
  if (!store) return;
  store.userId = member.id;
  store.firmId = member.firmId;
}

/** The current request is an administrator's: its database work bypasses row-level security. */
export function setSystem(): void {
  const store = storage.getStore();
  if (store) store.system = true;
}

/** The scope the current database work runs in; none (no rows) unless one was given explicitly. */
export function currentScope(): DbScope {
  const store = storage.getStore();
  if (store?.system) return { kind: 'system' };
  if (store?.userId && store.firmId) return { kind: 'tenant', userId: store.userId, firmId: store.firmId };
  return { kind: 'none' };
}

/**
 * Runs `fn` as system work (a job, sign-in, a session lookup, start-up), whatever request happened to
 * start it: the explicit bypass of row-level security. Awaited inside, so that a lazy query builder
 * (drizzle runs its query when awaited) runs in the scope too, not in the caller's.
 */
export function runAsSystem<T>(fn: () => T | PromiseLike<T>): Promise<T> {
  return storage.run({ userId: null, firmId: null, system: true }, async () => await fn());
}
