import type { User } from '#common/api/auth.ts';
import type { ProductAccessResponse, ProductAccessUpdateInput } from '#common/api/admin.ts';
import { MODULES, type ModuleMap } from '#common/modules.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import {
  findAccessRowsOfFirms,
  findAllAccessRows,
  findFirmIds,
  findClientProfiles,
  upsertAccess,
} from './product-access.repository.ts';

const noAccess = (): ModuleMap => Object.fromEntries(MODULES.map((m) => [m, false])) as ModuleMap;

/** Every client with a switch per module; a missing row means no access (spec §3). */
export async function getProductAccess(deps: AppDeps): Promise<ProductAccessResponse> {
  const [profiles, rows] = await Promise.all([
    findClientProfiles(deps.database.db),
    findAllAccessRows(deps.database.db),
  ]);
  const byUser = new Map<string, ModuleMap>();
  for (const row of rows) {
    const map = byUser.get(row.firmId) ?? noAccess();
    map[row.productName] = row.hasAccess;
    byUser.set(row.firmId, map);
  }
  const items = profiles.map((p) => ({
    userId: p.id,
    userName: p.name.trim() || 'Unknown',
    userEmail: p.email,
    access: byUser.get(p.id) ?? noAccess(),
  }));
  return {
    modulePermissions: deps.access.isEnabled,
    items,
    wouldLose: deps.access.isEnabled
      ? []
      : items
          .map((i) => ({
            userId: i.userId,
            userName: i.userName,
            modules: MODULES.filter((m) => !i.access[m]),
          }))
          .filter((i) => i.modules.length > 0),
  };
}

/**
 * Every module for every existing client, in one audited step: what an administrator does before
 * switching MODULE_PERMISSIONS on, so nobody loses a module they use today.
 */
export async function grantAllModules(
  deps: AppDeps,
  admin: User,
  ip: string,
): Promise<ProductAccessResponse> {
  const { items } = await getProductAccess(deps);
  const updates = items.flatMap((i) =>
    MODULES.filter((m) => !i.access[m]).map((m) => ({ userId: i.userId, productName: m, hasAccess: true })),
  );
  if (updates.length === 0) return getProductAccess(deps);
  return updateProductAccess(deps, admin, { updates }, ip);
}

/** Bulk update in one transaction, audited before → after, and the affected users' cache cleared at once. */
export async function updateProductAccess(
  deps: AppDeps,
  admin: User,
  input: ProductAccessUpdateInput,
  ip: string,
): Promise<ProductAccessResponse> {
  const userIds = [...new Set(input.updates.map((u) => u.userId))];
  // The API keeps the spec's userId; since firms (ADR 018) it names the client firm.
  const clients = new Set((await findFirmIds(deps.database.db, userIds)).map((r) => r.id));
  const unknown = userIds.filter((id) => !clients.has(id));
  if (unknown.length > 0) {
    throw new AppError('INVALID_INPUT', 'Module access can only be set for existing client accounts.', {
      userIds: unknown,
    });
  }
  // The last change for a (user, module) pair wins, as it would if they were sent one by one.
  const latest = new Map(input.updates.map((u) => [`${u.userId}:${u.productName}`, u]));
  await deps.database.db.transaction(async (tx) => {
    const beforeRows = await findAccessRowsOfFirms(tx, userIds);
    const before = new Map(beforeRows.map((r) => [`${r.firmId}:${r.productName}`, r.hasAccess]));
    await upsertAccess(
      tx,
      [...latest.values()].map((u) => ({
        firmId: u.userId,
        productName: u.productName,
        hasAccess: u.hasAccess,
        updatedBy: admin.id,
      })),
    );
    for (const userId of userIds) {
      const changes = [...latest.values()]
        .filter((u) => u.userId === userId)
        .map((u) => ({
          module: u.productName,
          before: before.get(`${userId}:${u.productName}`) ?? false,
          after: u.hasAccess,
        }))
        .filter((c) => c.before !== c.after);
      if (changes.length === 0) continue;
      await recordAudit(tx, {
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'access.changed',
        targetType: 'firm',
        targetId: userId,
        details: { changes },
        ip,
      });
    }
  });
  for (const userId of userIds) deps.access.clearUser(userId);
  return getProductAccess(deps);
}
