/**
 * Waiting work queued per tenant (the client id) and served in turn, one item each, so one client's many
 * jobs cannot starve another's. Used in front of the extraction process (one at a time) and the engine's
 * thread pool (several at a time): the caller asks `take()` when it has a free slot and calls `done()` when
 * that item has finished.
 *
 * A tenant served goes behind everyone who was waiting while its item ran: until then it is "parked" and
 * is served only when no other tenant is waiting (so a single tenant still fills every free slot).
 */
export class TenantRoundRobin<T> {
  private readonly queues = new Map<string, T[]>();
  /** Tenants with waiting items and nothing running, in the order they will be served. */
  private order: string[] = [];
  /** Tenants with waiting items and an item running: served only when `order` is empty. */
  private parked: string[] = [];
  private readonly running = new Map<string, number>();

  get size(): number {
    let n = 0;
    for (const items of this.queues.values()) n += items.length;
    return n;
  }

  push(tenant: string, item: T): void {
    const items = this.queues.get(tenant) ?? [];
    items.push(item);
    this.queues.set(tenant, items);
    if (this.order.includes(tenant) || this.parked.includes(tenant)) return;
    if (this.running.get(tenant)) this.parked.push(tenant);
    else this.order.push(tenant);
  }

  /** The next item in turn (now counted as running for its tenant), or undefined when none waits. */
  take(): { tenant: string; item: T } | undefined {
    const tenant = this.order.shift() ?? this.parked.shift();
    if (tenant === undefined) return undefined;
    const items = this.queues.get(tenant)!;
    const item = items.shift()!;
    if (items.length === 0) this.queues.delete(tenant);
    else this.parked.push(tenant);
    this.running.set(tenant, (this.running.get(tenant) ?? 0) + 1);
    return { tenant, item };
  }

  /** The tenant's taken item has finished: its waiting items rejoin the turn, behind those waiting now. */
  done(tenant: string): void {
    const n = (this.running.get(tenant) ?? 1) - 1;
    if (n > 0) this.running.set(tenant, n);
    else this.running.delete(tenant);
    const at = this.parked.indexOf(tenant);
    if (at >= 0) {
      this.parked.splice(at, 1);
      this.order.push(tenant);
    }
  }

  /** Removes and returns every waiting item (running ones are the caller's). */
  drain(): T[] {
    const items = [...this.queues.values()].flat();
    this.queues.clear();
    this.order = [];
    this.parked = [];
    return items;
  }
}
