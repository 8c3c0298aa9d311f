import type { AuditEntry } from '#common/api/admin.ts';
import { MODULE_DISPLAY_NAMES, isModuleName } from '#common/modules.ts';
import { paths } from '../../../config/paths.ts';
import { documentTypeLabel } from '../../../lib/document-types.ts';
import { formatFileSize } from '../../../lib/format.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

const MAX_SUMMARY_CHARS = 200;

function truncate(value: string): string {
  return value.length > MAX_SUMMARY_CHARS ? `${value.slice(0, MAX_SUMMARY_CHARS - 1)}…` : value;
}

/** Who did it: their e-mail address, or System for entries without an actor. */
export function auditActorText(entry: Pick<AuditEntry, 'actorEmail' | 'actorId'>): string {
  if (entry.actorEmail) return entry.actorEmail;
  return entry.actorId ? 'Unknown user' : 'System';
}

const SIGN_IN_FAILURES: Record<string, string> = {
  wrong_password: 'Wrong password',
  unknown_email: 'No account with this e-mail address',
  disabled: 'The account is disabled',
  password_login_off: 'Password sign-in is turned off',
  // Single sign-on (the callback's codes, common/api/auth.ts)
  state_mismatch: 'Single sign-on: invalid state',
  missing_transaction: 'Single sign-on: no sign-in in progress (expired or replayed)',
  login_required: 'Single sign-on: the provider asked to sign in again',
  consent_required: 'Single sign-on: consent required',
  mfa_required: 'Single sign-on: multi-factor authentication required',
  timeout: 'Single sign-on: the provider did not answer in time',
  cancelled: 'Single sign-on: cancelled at the provider',
  code_rejected: 'Single sign-on: the provider refused the code (used or expired)',
  email_missing: 'Single sign-on: no e-mail address from the provider',
  email_unverified: 'Single sign-on: e-mail address not verified',
  domain_not_allowed: 'Single sign-on: e-mail domain not allowed',
  account_exists: 'Single sign-on: an account with this e-mail exists and is not linked',
  no_account: 'Single sign-on: no account and self-sign-up is off',
  account_disabled: 'Single sign-on: the account is disabled',
  provider_error: 'Single sign-on: the provider answered with an error',
};

const CREATION_METHODS: Record<string, string> = {
  admin: 'Created by an administrator',
  'self-registration': 'Registered on the sign-up page',
  'first-start': 'First administrator, created at start-up',
  oidc: 'Created at the first single sign-on',
};

const SIGN_IN_METHODS: Record<string, string> = {
  password: 'With a password',
  oidc: 'With single sign-on',
  sso: 'With single sign-on',
};

function moduleName(value: unknown): string {
  const name = String(value);
  return isModuleName(name) ? MODULE_DISPLAY_NAMES[name] : name;
}

function accessChanges(details: Json): string | undefined {
  if (!Array.isArray(details.changes)) return undefined;
  const parts = details.changes
    .filter(isObject)
    .map((change) => `${moduleName(change.module)} ${change.after ? 'on' : 'off'}`);
  return parts.length > 0 ? parts.join('; ') : 'No changes';
}

function documentEdits(details: Json): string | undefined {
  const before = isObject(details.before) ? details.before : undefined;
  const after = isObject(details.after) ? details.after : undefined;
  if (!before || !after) return undefined;
  const parts: string[] = [];
  if (before.fileName !== after.fileName)
    parts.push(`Name: ${String(before.fileName)} → ${String(after.fileName)}`);
  if (before.documentType !== after.documentType) {
    parts.push(
      `Type: ${documentTypeLabel(text(before.documentType))} → ${documentTypeLabel(text(after.documentType))}`,
    );
  }
  return parts.length > 0 ? parts.join('; ') : 'No changes';
}

function uploaded(details: Json): string | undefined {
  const fileName = text(details.fileName);
  if (!fileName) return undefined;
  const facts = [
    details.documentType !== undefined ? documentTypeLabel(text(details.documentType)) : undefined,
    typeof details.size === 'number' ? formatFileSize(details.size) : undefined,
  ].filter(Boolean);
  return facts.length > 0 ? `${fileName} (${facts.join(', ')})` : fileName;
}

function replaced(details: Json): string | undefined {
  const before = isObject(details.before) ? text(details.before.fileName) : undefined;
  const after = isObject(details.after) ? text(details.after.fileName) : undefined;
  return before && after ? `${before} → ${after}` : undefined;
}

function generic(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return JSON.stringify(value);
  return Object.entries(value)
    .filter(([, item]) => item !== null && item !== undefined && item !== '')
    .map(([key, item]) => `${key}: ${typeof item === 'object' ? JSON.stringify(item) : String(item)}`)
    .join('; ');
}

/** The details of an audit entry as one line of text; the CSV export keeps the full JSON. */
export function summariseAuditDetails(action: string, details: unknown): string {
  if (details === null || details === undefined) return '';
  if (!isObject(details)) return truncate(generic(details));
  let summary: string | undefined;
  switch (action) {
    case 'access.changed':
      summary = accessChanges(details);
      break;
    case 'auth.sign_in_failed':
      summary = SIGN_IN_FAILURES[String(details.reason)] ?? text(details.reason);
      break;
    case 'auth.sign_in':
      summary = SIGN_IN_METHODS[String(details.method)];
      break;
    case 'auth.password_changed':
      summary = details.method === 'reset-link' ? 'Through a set-password or reset link' : undefined;
      break;
    case 'account.created':
      summary = CREATION_METHODS[String(details.method)];
      break;
    case 'account.role_changed':
      summary =
        isObject(details.before) && isObject(details.after)
          ? `${String(details.before.role)} → ${String(details.after.role)} (from the identity provider's roles claim)`
          : undefined;
      break;
    case 'account.disabled':
    case 'account.enabled':
      // The action says it all; the before/after flag adds nothing.
      summary = '';
      break;
    case 'document.uploaded':
      summary = uploaded(details);
      break;
    case 'document.updated':
      summary = documentEdits(details);
      break;
    case 'document.file_replaced':
      summary = replaced(details);
      break;
    case 'document.deleted':
      summary = text(details.fileName);
      break;
  }
  return truncate(summary ?? generic(details));
}

export type AuditTarget = { label: string; to?: string };

/** Names of users by id, from a list the page has loaded anyway, for targets whose details name nobody. */
export type UserNames = ReadonlyMap<string, string>;

/** What the entry is about, with a link to it while it exists (users → client page, documents → document). */
export function auditTarget(
  entry: Pick<AuditEntry, 'action' | 'targetType' | 'targetId' | 'details'>,
  userNames: UserNames = new Map(),
): AuditTarget | null {
  const { targetType, targetId, details } = entry;
  if (!targetType || !targetId) return null;
  const facts = isObject(details) ? details : {};
  const shortId = targetId.slice(0, 8);
  if (targetType === 'user') {
    // Client pages exist for clients only: an administrator's account is named, not linked.
    if (facts.role === 'admin')
      return { label: text(facts.name) ?? text(facts.email) ?? 'Administrator account' };
    const label = userNames.get(targetId) ?? text(facts.name) ?? text(facts.email) ?? `Account ${shortId}`;
    return { label, to: paths.admin.client(targetId) };
  }
  if (targetType === 'document') {
    const afterName = isObject(facts.after) ? text(facts.after.fileName) : undefined;
    const label = afterName ?? text(facts.fileName) ?? `Document ${shortId}`;
    if (entry.action === 'document.deleted') return { label: `${label} (deleted)` };
    return { label, to: paths.admin.document(targetId) };
  }
  return { label: `${targetType} ${shortId}` };
}
