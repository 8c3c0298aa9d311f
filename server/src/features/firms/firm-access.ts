import { FIRM_ROLE_LABELS, firmRoleAtLeast, type FirmRole, type User } from '#common/api/auth.ts';
import { AppError } from '../../errors.ts';

// Who may see and do what inside a firm (issue 15, ADR 018). Every service asks here rather than comparing ids,
// so the tenant key (the firm) and the role ladder live in one place.

/** The firm a client account acts for. A platform admin has none: their work names the firm explicitly. */
export function firmOf(user: User): string {
  if (!user.firmId) throw new AppError('FORBIDDEN', 'This account does not belong to a firm.');
  return user.firmId;
}

/** The firm to filter a list by: the member's own, or for a platform admin the one asked for (or all). */
export const listScope = (user: User, requested?: string): string | undefined =>
  user.role === 'admin' ? requested : firmOf(user);

/** A platform admin sees every firm's rows; a member only their own firm's. */
export const canSeeFirmRow = (user: User, row: { clientId: string }): boolean =>
  user.role === 'admin' || (user.firmId !== null && row.clientId === user.firmId);

/**
 * Refuses (403, saying which role is needed) a member whose firm role is below `needed`. Platform admins pass:
 * they act for the platform, and the review workflow checks its own four-eyes rule separately.
 */
export function assertFirmRole(user: User, needed: FirmRole, action: string): void {
  if (user.role === 'admin' || firmRoleAtLeast(user.firmRole, needed)) return;
  const role = FIRM_ROLE_LABELS[needed].toLowerCase();
  throw new AppError(
    'FORBIDDEN',
    `Only ${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role} of your firm can ${action}. Ask your firm admin for the role.`,
    { neededRole: needed, yourRole: user.firmRole },
  );
}
