import type { ProductAccessItem, ProductAccessUpdateInput } from '#common/api/admin.ts';
import { MODULES, type ModuleMap, type ModuleName } from '#common/modules.ts';

/**
 * Switches flipped on the page but not yet saved: `${userId}:${module}` → the wanted value. Only
 * differences from the server's state are kept, so flipping a switch back removes its change.
 */
export type AccessChanges = ReadonlyMap<string, boolean>;

export const NO_CHANGES: AccessChanges = new Map();

const keyOf = (userId: string, module: ModuleName) => `${userId}:${module}`;

/** The access a row shows: the server's, with unsaved changes on top. */
export function accessWithChanges(item: ProductAccessItem, changes: AccessChanges): ModuleMap {
  const access = { ...item.access };
  for (const module of MODULES) {
    const wanted = changes.get(keyOf(item.userId, module));
    if (wanted !== undefined) access[module] = wanted;
  }
  return access;
}

export function isChanged(changes: AccessChanges, userId: string, module: ModuleName): boolean {
  return changes.has(keyOf(userId, module));
}

export function withChange(
  changes: AccessChanges,
  item: ProductAccessItem,
  module: ModuleName,
  value: boolean,
): AccessChanges {
  const next = new Map(changes);
  const key = keyOf(item.userId, module);
  if (item.access[module] === value) next.delete(key);
  else next.set(key, value);
  return next;
}

/** "All on" / "All off" for one client. */
export function withAllModules(
  changes: AccessChanges,
  item: ProductAccessItem,
  value: boolean,
): AccessChanges {
  return MODULES.reduce((current, module) => withChange(current, item, module, value), changes);
}

/** Whether every module of the row is on, counting unsaved changes. */
export function hasAllModules(item: ProductAccessItem, changes: AccessChanges): boolean {
  const access = accessWithChanges(item, changes);
  return MODULES.every((module) => access[module]);
}

/** The body of the one bulk PUT. */
export function changesToUpdates(changes: AccessChanges): ProductAccessUpdateInput['updates'] {
  return [...changes].map(([key, hasAccess]) => {
    const [userId, productName] = key.split(':') as [string, ModuleName];
    return { userId, productName, hasAccess };
  });
}

export function changedClientCount(changes: AccessChanges): number {
  return new Set([...changes.keys()].map((key) => key.split(':')[0])).size;
}

export function savedMessage(clients: number): string {
  return `Access updated for ${clients} ${clients === 1 ? 'client' : 'clients'}.`;
}
