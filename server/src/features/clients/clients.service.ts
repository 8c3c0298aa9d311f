import type { User } from '#common/api/auth.ts';
import type {
  ClientDetailResponse,
  ClientListResponse,
  ClientSummary,
  CreateClientInput,
} from '#common/api/admin.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { deleteSessionsOfUser } from '../../sessions/sessions.repository.ts';
import { createUser, findUserByEmail } from '../../users/users.repository.ts';
import { sendPasswordLink } from '../auth/auth.service.ts';
import {
  countWorkOfClient,
  findClientById,
  findClients,
  findDocumentsOfClient,
  setClientDisabled,
} from './clients.repository.ts';

const CLIENT_DOCUMENTS_LIMIT = 100;

type ClientRow = NonNullable<Awaited<ReturnType<typeof findClientById>>>;

const toSummary = (row: ClientRow): ClientSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  disabledAt: row.disabledAt?.toISOString() ?? null,
  signInMethod: row.oidcSubject
    ? row.hasPassword
      ? 'password_and_sso'
      : 'sso'
    : row.hasPassword
      ? 'password'
      : 'pending',
  documentCount: Number(row.documentCount),
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

/** An admin creates a client; the client chooses a password through an e-mailed single-use link. */
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
    const created = await createUser(tx, {
      email: input.email,
      name: input.name,
      role: 'client',
      passwordHash: null,
    });
    await recordAudit(tx, {
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'account.created',
      targetType: 'user',
      targetId: created.id,
      details: { method: 'admin', role: 'client', name: input.name, email: input.email },
      ip,
    });
    return created;
  });
  await sendPasswordLink(deps, row, 'welcome', ip, admin);
  return toSummary(await getClientRow(deps, row.id));
}

export async function getClientDetail(deps: AppDeps, id: string): Promise<ClientDetailResponse> {
  const row = await getClientRow(deps, id);
  const [documents, counts] = await Promise.all([
    findDocumentsOfClient(deps.database.db, id, CLIENT_DOCUMENTS_LIMIT),
    countWorkOfClient(deps.database.db, id),
  ]);
  return {
    client: toSummary(row),
    documents: documents.map((d) => ({ ...d, uploadedAt: d.uploadedAt.toISOString() })),
    counts,
  };
}

/** Disabling ends the client's sessions at once; re-enabling lets them sign in again with their password. */
export async function setClientEnabled(
  deps: AppDeps,
  admin: User,
  id: string,
  disabled: boolean,
  ip: string,
): Promise<ClientSummary> {
  const before = await getClientRow(deps, id);
  await deps.database.db.transaction(async (tx) => {
    await setClientDisabled(tx, id, disabled);
    if (disabled) await deleteSessionsOfUser(tx, id);
    await recordAudit(tx, {
      actorId: admin.id,
      actorEmail: admin.email,
      action: disabled ? 'account.disabled' : 'account.enabled',
      targetType: 'user',
      targetId: id,
      targetName: before.name || before.email,
      details: { before: { disabled: before.disabledAt !== null }, after: { disabled } },
      ip,
    });
  });
  deps.access.clearUser(id);
  return toSummary(await getClientRow(deps, id));
}
