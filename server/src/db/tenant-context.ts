import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whose rows the current request may touch, for PostgreSQL's row-level security (migration 0007): set for
 * requests made by clients, absent for admins, jobs and sign-in (the bypass for admin and system work). The
 * store is mutable: the request is wrapped first, and the auth hook fills in the user once it knows them.
 */
export type TenantStore = { userId: string | null };

const storage = new AsyncLocalStorage<TenantStore>();

/** Runs `fn` (the rest of a request) with an empty tenant store that the auth hook can fill. */
export function runWithTenantStore<T>(fn: () => T): T {
  return storage.run({ userId: null }, fn);
}

/** Restricts the current request's database work to this client's rows. */
export function setTenant(userId: string): void {
  const store = storage.getStore();
  if (store) store.userId = userId;
}

/** The client the current database work is restricted to, or null for admin and system work. */
export function currentTenant(): string | null {
  return storage.getStore()?.userId ?? null;
}

/** Runs `fn` as system work (a job), whatever request happened to start it. */
export function runAsSystem<T>(fn: () => T): T {
  return storage.exit(fn);
}
