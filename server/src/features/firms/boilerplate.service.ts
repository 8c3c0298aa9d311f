import {
  BOILERPLATE_MAX_PASSAGES,
  type BoilerplateListResponse,
  type BoilerplatePassage,
  type CreateBoilerplateInput,
} from '#common/api/boilerplate.ts';
import { firmRoleAtLeast, type User } from '#common/api/auth.ts';
import { normaliseSentence, splitSentences } from '#engine/readability/index.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import {
  countBoilerplate,
  deleteBoilerplate,
  findBoilerplate,
  findBoilerplateById,
  findBoilerplateTexts,
  insertBoilerplate,
  type BoilerplateRow,
} from './boilerplate.repository.ts';
import { assertFirmRole, firmOf } from './firm-access.ts';

// A firm's boilerplate (issue 30 item 6). Every member may read the list: the check and the analysis say which
// sentences they left out, and anyone should be able to see why. Marking is a reviewer's call (as dismissing a
// finding is), because it changes what every later check of every document measures.

const MANAGE_ROLE = 'reviewer';
const canManage = (user: User): boolean =>
  user.role === 'admin' || firmRoleAtLeast(user.firmRole, MANAGE_ROLE);

const sentenceCount = (text: string): number =>
  splitSentences(text).filter((s) => normaliseSentence(s.text).length > 0).length;

function toPassage(row: BoilerplateRow, createdByName: string | null): BoilerplatePassage {
  return {
    id: row.id,
    text: row.text,
    sentences: sentenceCount(row.text),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByEmail ? { name: createdByName || null, email: row.createdByEmail } : null,
  };
}

export async function findFirmBoilerplate(deps: AppDeps, user: User): Promise<BoilerplateListResponse> {
  const firmId = firmOf(user);
  const rows = await findBoilerplate(deps.database.db, firmId);
  return {
    items: rows.map((r) => toPassage(r.passage, r.createdByName)),
    canManage: canManage(user),
  };
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function createFirmBoilerplate(
  deps: AppDeps,
  user: User,
  input: CreateBoilerplateInput,
  ip: string,
): Promise<BoilerplatePassage> {
  assertFirmRole(user, MANAGE_ROLE, 'mark boilerplate');
  const firmId = firmOf(user);
  const textKey = normaliseSentence(input.text);
  if (!textKey)
    throw new AppError(
      'INVALID_INPUT',
      'The passage has no words to match: paste the text as it is printed.',
    );
  try {
    const row = await deps.database.db.transaction(async (tx) => {
      if ((await countBoilerplate(tx, firmId)) >= BOILERPLATE_MAX_PASSAGES)
        throw new AppError(
          'CONFLICT',
          `Your firm has marked ${BOILERPLATE_MAX_PASSAGES} passages, the most it can. Remove one that no longer appears before marking another.`,
        );
      const created = await insertBoilerplate(tx, {
        clientId: firmId,
        text: input.text,
        textKey,
        createdBy: user.id,
        createdByEmail: user.email,
      });
      await recordAudit(tx, {
        actorId: user.id,
        actorEmail: user.email,
        action: 'firm.boilerplate_added',
        targetType: 'boilerplate',
        targetId: created.id,
        targetName: input.text.slice(0, 120),
        ip,
      });
      return created;
    });
    return toPassage(row, user.name);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'This passage is already marked as boilerplate.');
    throw error;
  }
}

export async function deleteFirmBoilerplate(
  deps: AppDeps,
  user: User,
  id: string,
  ip: string,
): Promise<{ id: string }> {
  const firmId = firmOf(user);
  // another firm's passage is not found, whatever the caller's role: its existence is not theirs to learn
  const row = await findBoilerplateById(deps.database.db, firmId, id);
  if (!row) throw new AppError('NOT_FOUND', 'There is no such boilerplate passage in your firm.');
  assertFirmRole(user, MANAGE_ROLE, 'remove boilerplate');
  await deps.database.db.transaction(async (tx) => {
    if (!(await deleteBoilerplate(tx, firmId, id)))
      throw new AppError('NOT_FOUND', 'There is no such boilerplate passage in your firm.');
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'firm.boilerplate_removed',
      targetType: 'boilerplate',
      targetId: id,
      targetName: row.text.slice(0, 120),
      ip,
    });
  });
  return { id };
}

/**
 * The firm's boilerplate passages, for the engine to leave out of the reading measures. Called by the jobs
 * that run checks, analyses and interviews (system work: the firm is named explicitly).
 */
export async function boilerplateOfFirm(deps: AppDeps, firmId: string): Promise<string[]> {
  return findBoilerplateTexts(deps.database.db, firmId);
}
