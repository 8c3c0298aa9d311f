import { MODULE_ACTION_EVENT, MODULE_ACTIONS, type ModuleAction } from '#common/api/analytics.ts';
import type { DbOrTx } from '../db/client.ts';
import { analyticsEvents } from '../db/schema.ts';

/**
 * Records `count` module actions for a user: one analytics event per row the action created. Pass the
 * transaction that creates the rows, so the events commit (or roll back) with them and a retried job
 * cannot count twice.
 */
export async function recordModuleAction(
  db: DbOrTx,
  userId: string,
  action: ModuleAction,
  count = 1,
): Promise<void> {
  if (count < 1) return;
  const { module } = MODULE_ACTIONS[action];
  await db
    .insert(analyticsEvents)
    .values(
      Array.from({ length: count }, () => ({ userId, type: MODULE_ACTION_EVENT, name: action, module })),
    );
}
