import type { FastifyRequest } from 'fastify';
import type { ErrorBody } from '#common/errors.ts';
import { recordAudit } from './audit-log.ts';

/** Refusals the audit trail keeps (issue 15): not allowed (403) and not in this state (409). */
const AUDITED_STATUSES = new Set([403, 409]);

/**
 * Records a signed-in caller's refused request, so the trail shows attempts as well as acts: approving one's own
 * submission, acting without the role, on a superseded version or an archived document. Best effort: a failure
 * to record is logged and never changes the answer the caller gets.
 */
export async function recordRefusal(request: FastifyRequest, status: number, body: ErrorBody): Promise<void> {
  const user = request.user;
  if (!user || !AUDITED_STATUSES.has(status)) return;
  try {
    await recordAudit(request.server.deps.database.db, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'access.refused',
      details: {
        method: request.method,
        path: request.url.split('?')[0],
        status,
        code: body.code,
        message: body.message,
      },
      ip: request.ip,
    });
  } catch (error) {
    request.log.error({ err: error }, 'could not record a refused request in the audit trail');
  }
}
