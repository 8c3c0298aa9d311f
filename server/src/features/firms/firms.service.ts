import type { User } from '#common/api/auth.ts';
import { FIRM_ROLE_LABELS } from '#common/api/auth.ts';
import type {
  FirmMember,
  FirmResponse,
  InviteMemberInput,
  UpdateFirmInput,
  UpdateMemberInput,
} from '#common/api/firms.ts';
import type { AuditQuery, AuditResponse } from '#common/api/admin.ts';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import { deleteSessionsOfUser } from '../../sessions/sessions.repository.ts';
import { createUser, findMembers, findUserByEmail } from '../../users/users.repository.ts';
import { sendPasswordLink } from '../auth/auth.service.ts';
import { findAudit } from '../audit/audit.service.ts';
import { assertFirmRole, firmOf } from './firm-access.ts';
import {
  countSignedInFirmAdmins,
  findFirm,
  findMember,
  setFirmFrn,
  setMemberDisabled,
  setMemberRole,
} from './firms.repository.ts';
import { signInMethodOf } from './sign-in-method.ts';

type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

export const toMember = (row: MemberRow): FirmMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  firmRole: row.firmRole ?? 'member',
  signInMethod: signInMethodOf(row),
  createdAt: row.createdAt.toISOString(),
  disabledAt: row.disabledAt?.toISOString() ?? null,
});

/** The firm and its team; every member may see who is on it (and so who reviews and approves). */
export async function getFirm(deps: AppDeps, user: User): Promise<FirmResponse> {
  const firmId = firmOf(user);
  const [firm, members] = await Promise.all([
    findFirm(deps.database.db, firmId),
    findMembers(deps.database.db, firmId),
  ]);
  if (!firm) throw new AppError('NOT_FOUND', 'Firm not found.');
  return { firm, members: members.map(toMember) };
}

/** A firm's name and FRN, for its approval certificates; the caller has checked access to the firm. */
export async function firmDetailsOf(deps: AppDeps, firmId: string) {
  return findFirm(deps.database.db, firmId);
}

/**
 * Changes a firm's FRN and audits the change, in the caller's transaction: one path for the firm admin's own firm
 * and the platform admin's change of a client.
 */
export async function changeFirmFrn(
  tx: DbOrTx,
  actor: { id: string; email: string },
  firm: { id: string; name: string; frn: string | null },
  frn: string | null,
  ip: string | undefined,
): Promise<void> {
  await setFirmFrn(tx, firm.id, frn);
  await recordAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'firm.frn_changed',
    targetType: 'firm',
    targetId: firm.id,
    targetName: firm.name,
    details: { before: { frn: firm.frn }, after: { frn } },
    ip,
  });
}

/** A firm admin records their firm's FRN, which the approval certificate names (issue 30). */
export async function updateFirm(
  deps: AppDeps,
  admin: User,
  input: UpdateFirmInput,
  ip: string,
): Promise<FirmResponse> {
  assertFirmRole(admin, 'firm_admin', "change the firm's details");
  const firmId = firmOf(admin);
  const before = await findFirm(deps.database.db, firmId);
  if (!before) throw new AppError('NOT_FOUND', 'Firm not found.');
  if (before.frn !== input.frn)
    await deps.database.db.transaction((tx) =>
      changeFirmFrn(tx, admin, { id: firmId, name: before.name, frn: before.frn }, input.frn, ip),
    );
  return getFirm(deps, admin);
}

async function getMemberRow(deps: AppDeps, firmId: string, id: string): Promise<MemberRow> {
  const row = await findMember(deps.database.db, firmId, id);
  if (!row) throw new AppError('NOT_FOUND', 'There is no such member in your firm.');
  return row;
}

/**
 * A firm admin adds a colleague: the account is made at once in the firm with its role, and the invitation is
 * the e-mailed single-use link to choose a password (the mail outbox), as an account the platform admin creates.
 */
export async function inviteMember(
  deps: AppDeps,
  admin: User,
  input: InviteMemberInput,
  ip: string,
): Promise<FirmMember> {
  assertFirmRole(admin, 'firm_admin', 'invite members');
  const firmId = firmOf(admin);
  // The address may belong to another firm, which this firm must not learn more about than "taken".
  const taken = await runAsSystem(() => findUserByEmail(deps.database.db, input.email));
  if (taken) {
    throw new AppError('CONFLICT', `An account with the e-mail address ${input.email} already exists.`);
  }
  const created = await deps.database.db.transaction(async (tx) => {
    const row = await createUser(
      tx,
      { email: input.email, name: input.name, role: 'client', passwordHash: null },
      { firmId, firmRole: input.firmRole },
    );
    await recordAudit(tx, {
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'firm.member_invited',
      targetType: 'user',
      targetId: row.id,
      targetName: input.email,
      details: { firmId, role: input.firmRole, name: input.name },
      ip,
    });
    return row;
  });
  await sendPasswordLink(deps, created, 'invite', ip, admin);
  return toMember(await getMemberRow(deps, firmId, created.id));
}

/** Sends a pending member a fresh invitation link (the last one expired or went astray). */
export async function resendInvitation(
  deps: AppDeps,
  admin: User,
  id: string,
  ip: string,
): Promise<FirmMember> {
  assertFirmRole(admin, 'firm_admin', 'send invitations');
  const row = await getMemberRow(deps, firmOf(admin), id);
  if (signInMethodOf(row) !== 'pending' || row.disabledAt)
    throw new AppError('CONFLICT', `${row.email} has already accepted the invitation.`);
  await sendPasswordLink(deps, row, 'invite', ip, admin);
  return toMember(row);
}

/**
 * A firm keeps at least one firm admin who has signed in, or nobody could manage its team again. A pending
 * invitee is not enough: the invitation may never be accepted. Losing a pending admin costs the firm nothing.
 */
async function assertAnotherFirmAdmin(tx: DbOrTx, firmId: string, row: MemberRow): Promise<void> {
  if (row.firmRole !== 'firm_admin' || row.disabledAt || signInMethodOf(row) === 'pending') return;
  if ((await countSignedInFirmAdmins(tx, firmId)) <= 1)
    throw new AppError(
      'CONFLICT',
      `${row.name || row.email} is the firm's only firm admin who has signed in. Make someone else firm admin, and wait until they have accepted the invitation, first.`,
    );
}

export async function changeMemberRole(
  deps: AppDeps,
  admin: User,
  id: string,
  input: UpdateMemberInput,
  ip: string,
): Promise<FirmMember> {
  assertFirmRole(admin, 'firm_admin', 'change roles');
  const firmId = firmOf(admin);
  const before = await getMemberRow(deps, firmId, id);
  if (before.firmRole === input.firmRole) return toMember(before);
  await deps.database.db.transaction(async (tx) => {
    if (input.firmRole !== 'firm_admin') await assertAnotherFirmAdmin(tx, firmId, before);
    await setMemberRole(tx, id, input.firmRole);
    await recordAudit(tx, {
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'firm.member_role_changed',
      targetType: 'user',
      targetId: id,
      targetName: before.email,
      details: { before: { role: before.firmRole }, after: { role: input.firmRole } },
      ip,
    });
  });
  return toMember(await getMemberRow(deps, firmId, id));
}

/**
 * Removing a member ends their access but keeps the account, so every decision, comment and approval they made
 * still names them (COBS 4.11 records). Their sessions end at once.
 */
export async function removeMember(deps: AppDeps, admin: User, id: string, ip: string): Promise<FirmMember> {
  assertFirmRole(admin, 'firm_admin', 'remove members');
  const firmId = firmOf(admin);
  if (id === admin.id)
    throw new AppError('CONFLICT', 'You cannot remove yourself. Ask another firm admin to do it.');
  const before = await getMemberRow(deps, firmId, id);
  if (before.disabledAt) return toMember(before);
  await deps.database.db.transaction(async (tx) => {
    await assertAnotherFirmAdmin(tx, firmId, before);
    await setMemberDisabled(tx, id, true);
    await recordAudit(tx, {
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'firm.member_removed',
      targetType: 'user',
      targetId: id,
      targetName: before.email,
      details: { role: before.firmRole, label: FIRM_ROLE_LABELS[before.firmRole ?? 'member'] },
      ip,
    });
  });
  // Another person's sessions are outside the firm admin's own rows (row-level security): explicit system work.
  await runAsSystem(() => deleteSessionsOfUser(deps.database.db, id));
  return toMember(await getMemberRow(deps, firmId, id));
}

/** The firm's audit trail: what its members did. */
export async function findFirmAudit(deps: AppDeps, admin: User, query: AuditQuery): Promise<AuditResponse> {
  assertFirmRole(admin, 'firm_admin', "read the firm's audit trail");
  return findAudit(deps, query, firmOf(admin));
}
