import type { User } from '#common/api/auth.ts';
import type {
  ClientDetailResponse,
  ClientListResponse,
  ClientSummary,
  CreateClientInput,
  UpdateClientInput,
} from '#common/api/admin.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { changeFirmFrn, toMember } from '../firms/firms.service.ts';
import { signInMethodOf } from '../firms/sign-in-method.ts';
import { createUser, findMembers, findUserByEmail } from '../../users/users.repository.ts';
import { deleteSessionsOfFirm } from '../../sessions/sessions.repository.ts';
import { sendPasswordLink } from '../auth/auth.service.ts';
import {
  countWorkOfClient,
  findClientById,
  findFirmByDomain,
  setFirmEmailDomain,
  findClients,
  findDocumentsOfClient,
  setClientDisabled,
} from './clients.repository.ts';

const CLIENT_DOCUMENTS_LIMIT = 100;

type ClientRow = NonNullable<Awaited<ReturnType<typeof findClientById>>>;

// A client is a firm (ADR 018): its name, its contact (the firm admin it was made for) and its team.
const toSummary = (row: ClientRow): ClientSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  disabledAt: row.disabledAt?.toISOString() ?? null,
  signInMethod: signInMethodOf(row),
  documentCount: Number(row.documentCount),
  memberCount: Number(row.memberCount),
  emailDomain: row.emailDomain,
  frn: row.frn,
});

export async function findClientList(
  deps: AppDeps,
  query: { q?: string; limit: number; offset: number },
): Promise<ClientListResponse> {
  const { items, total } = await findClients(deps.database.db, query);
  return { items: items.map(toSummary), total };
}

async function getClientRow(deps: AppDeps, id: string): Promise<ClientRow> {
  const row = await findClientById(deps.database.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Client not found.');
  return row;
}

/**
 * An admin creates a client: a firm with this person as its firm admin, who chooses a password through an
 * e-mailed single-use link and then invites the rest of the team.
 */
export async function createClient(
  deps: AppDeps,
  admin: User,
  input: CreateClientInput,
  ip: string,
): Promise<ClientSummary> {
  if (await findUserByEmail(deps.database.db, input.email)) {
    throw new AppError('CONFLICT', `An account with the e-mail address ${input.email} already exists.`);
  }
  const row = await deps.database.db.transaction(async (tx) => {
    const created = await createUser(
      tx,
      { email: input.email, name: input.adminName ?? input.name, role: 'client', passwordHash: null },
      { firmName: input.name },
    );
    await recordAudit(tx, {
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'account.created',
      targetType: 'user',
      targetId: created.id,
      details: {
        method: 'admin',
        role: 'client',
        name: input.name,
        adminName: input.adminName,
        email: input.email,
      },
      ip,
    });
    return created;
  });
  await sendPasswordLink(deps, row, 'welcome', ip, admin);
  return toSummary(await getClientRow(deps, row.id));
}

export async function getClientDetail(deps: AppDeps, id: string): Promise<ClientDetailResponse> {
  const row = await getClientRow(deps, id);
  const [documents, counts, members] = await Promise.all([
    findDocumentsOfClient(deps.database.db, id, CLIENT_DOCUMENTS_LIMIT),
    countWorkOfClient(deps.database.db, id),
    findMembers(deps.database.db, id),
  ]);
  return {
    client: toSummary(row),
    members: members.map(toMember),
    documents: documents.map((d) => ({ ...d, uploadedAt: d.uploadedAt.toISOString() })),
    counts,
  };
}

/**
 * Disabling a firm disables every member and ends their sessions at once; re-enabling lets them sign in again.
 * The platform admin also maps the firm's verified e-mail domain, by which SSO users join it as members.
 */
export async function updateClient(
  deps: AppDeps,
  admin: User,
  id: string,
  input: UpdateClientInput,
  ip: string,
): Promise<ClientSummary> {
  const before = await getClientRow(deps, id);
  if (input.emailDomain) {
    const owner = await findFirmByDomain(deps.database.db, input.emailDomain);
    if (owner && owner.id !== id)
      throw new AppError('CONFLICT', `The domain ${input.emailDomain} is already mapped to another client.`);
  }
  await deps.database.db.transaction(async (tx) => {
    if (input.disabled !== undefined && input.disabled !== (before.disabledAt !== null)) {
      await setClientDisabled(tx, id, input.disabled);
      if (input.disabled) await deleteSessionsOfFirm(tx, id);
      await recordAudit(tx, {
        actorId: admin.id,
        actorEmail: admin.email,
        action: input.disabled ? 'account.disabled' : 'account.enabled',
        targetType: 'user',
        targetId: id,
        targetName: before.name || before.email,
        details: { before: { disabled: before.disabledAt !== null }, after: { disabled: input.disabled } },
        ip,
      });
    }
    if (input.emailDomain !== undefined && input.emailDomain !== before.emailDomain) {
      await setFirmEmailDomain(tx, id, input.emailDomain);
      await recordAudit(tx, {
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'firm.domain_changed',
        targetType: 'firm',
        targetId: id,
        targetName: before.name || before.email,
        details: { before: { emailDomain: before.emailDomain }, after: { emailDomain: input.emailDomain } },
        ip,
      });
    }
    if (input.frn !== undefined && input.frn !== before.frn) {
      await changeFirmFrn(
        tx,
        admin,
        { id, name: before.name || before.email, frn: before.frn },
        input.frn,
        ip,
      );
    }
  });
  deps.access.clearUser(id);
  return toSummary(await getClientRow(deps, id));
}
