import type { AuditEntry } from '#common/api/admin.ts';
import { FIRM_ROLES, FIRM_ROLE_LABELS, type FirmRole } from '#common/api/auth.ts';
import { SUGGESTION_TYPE_LABELS } from '#common/api/improvements.ts';
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

/** Who did it: their name, else their e-mail address, or System for entries without an actor. */
export function auditActorText(
  entry: Pick<AuditEntry, 'actorEmail' | 'actorId'> & { actorName?: string | null },
): string {
  if (entry.actorName?.trim()) return entry.actorName.trim();
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

/**
 * The packs a check ran against by their short names ("COBS 4", the part of the name before " - "), or their
 * ids for entries written before the names were recorded.
 */
function checkRun(details: Json): string {
  const names = Array.isArray(details.packNames)
    ? details.packNames.map((n) => String(n).split(' - ')[0])
    : null;
  const packs = names ?? (Array.isArray(details.packs) ? details.packs.map(String) : null);
  if (!packs) return 'Against every rule pack.';
  return `Against ${packs.length === 1 ? 'the rule pack' : `${packs.length} rule packs:`} ${packs.join('; ')}.`;
}

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
  const side = (value: unknown) => {
    if (!isObject(value)) return undefined;
    const name = text(value.fileName);
    // entries since versions (ADR 015) name the version each file is
    return name && typeof value.version === 'number' ? `${name} (version ${value.version})` : name;
  };
  const [before, after] = [side(details.before), side(details.after)];
  return before && after ? `${before} → ${after}` : undefined;
}

/** "recoveryCodes" → "recovery codes". */
const words = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

/**
 * Details of an action without its own wording: its plain facts in words, never raw JSON (issue #17).
 * Ids, hashes and nested records are left out; a list reads as its items.
 */
function generic(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  const entries = Array.isArray(value) ? [['items', value] as const] : Object.entries(value);
  return entries
    .filter(
      ([key, item]) => item !== null && item !== undefined && item !== '' && !/(?:id|ids|sha256)$/i.test(key),
    )
    .flatMap(([key, item]) => {
      if (Array.isArray(item)) {
        const scalars = item.filter((i) => typeof i !== 'object');
        return scalars.length > 0 ? [`${words(key)}: ${scalars.join(', ')}`] : [];
      }
      if (typeof item === 'object') return [];
      const shown = typeof item === 'boolean' ? (item ? 'yes' : 'no') : String(item);
      return [`${words(key)}: ${shown}`];
    })
    .join('; ');
}

const STATUS_WORDS: Record<string, string> = {
  proposed: 'proposed',
  pending: 'proposed',
  accepted: 'accepted',
  rejected: 'rejected',
  open: 'open',
  dismissed: 'dismissed',
  resolved: 'resolved',
};
const statusWord = (value: unknown) => STATUS_WORDS[String(value)] ?? String(value);

function suggestionDecided(details: Json): string | undefined {
  const type = String(details.type);
  const label = Object.hasOwn(SUGGESTION_TYPE_LABELS, type)
    ? SUGGESTION_TYPE_LABELS[type as keyof typeof SUGGESTION_TYPE_LABELS]
    : 'A';
  const before = isObject(details.before) ? details.before : {};
  const after = isObject(details.after) ? details.after : undefined;
  if (!after) return undefined;
  const own = text(after.editedText) ? ' in the reviewer’s own wording' : '';
  return `“${label}” suggestion ${statusWord(after.status)}${own} (was ${statusWord(before.status)}).`;
}

function findingDecided(details: Json): string | undefined {
  const rule = text(details.ruleId);
  if (!rule) return undefined;
  const reason = text(details.reason) ? `: ${String(details.reason)}` : '.';
  return `Finding for rule ${rule} ${statusWord(details.after)} (was ${statusWord(details.before)})${reason}`;
}

function fundCreated(details: Json): string | undefined {
  const classes = Array.isArray(details.shareClasses) ? details.shareClasses.length : 0;
  const from = text(details.fileName) ? `, from ${String(details.fileName)}` : '';
  return `${classes} share class${classes === 1 ? '' : 'es'}${from}.`;
}

const SECOND_FACTORS: Record<string, string> = {
  totp: 'an authenticator app code',
  recovery_code: 'a recovery code',
};

const firmRole = (value: unknown): string | undefined =>
  FIRM_ROLES.includes(value as FirmRole) ? FIRM_ROLE_LABELS[value as FirmRole] : undefined;

function roleChanged(details: Json): string | undefined {
  const before = isObject(details.before) ? firmRole(details.before.role) : undefined;
  const after = isObject(details.after) ? firmRole(details.after.role) : undefined;
  return before && after ? `${before} → ${after}` : undefined;
}

function domainChanged(details: Json): string | undefined {
  if (!isObject(details.before) || !isObject(details.after)) return undefined;
  const domain = (value: unknown) => text(value) ?? 'none';
  return `${domain(details.before.emailDomain)} → ${domain(details.after.emailDomain)}`;
}

function frnChanged(details: Json): string | undefined {
  if (!isObject(details.before) || !isObject(details.after)) return undefined;
  const frn = (value: unknown) => text(value) ?? 'not recorded';
  return `${frn(details.before.frn)} → ${frn(details.after.frn)}`;
}

// The refused request's path holds ids; the server's message says what was refused in words.
const refused = (details: Json) => text(details.message);

const count = (n: unknown, one: string, many: string) =>
  typeof n === 'number' ? `${n} ${n === 1 ? one : many}` : undefined;

// A communication's review (ADR 019): the version, then what was decided and why.
const REVIEW_OUTCOMES: Readonly<Record<string, string>> = {
  approved: 'approved',
  rejected: 'rejected',
  changes_requested: 'sent back for changes',
};
function reviewDecided(d: Json): string | undefined {
  const outcome = REVIEW_OUTCOMES[String(d.after)];
  if (typeof d.version !== 'number' || !outcome) return undefined;
  const reason = text(d.reason) ? `: ${String(d.reason)}` : '';
  const override = text(d.overrideReason)
    ? ` Approved over open high-severity findings: ${String(d.overrideReason)}`
    : '';
  return `Version ${d.version} ${outcome}${reason}.${override}`;
}

/** What each action's details say, as a short sentence; undefined falls back to the facts in words. */
const SUMMARIES: Readonly<Record<string, (details: Json) => string | undefined>> = {
  'access.changed': accessChanges,
  'auth.sign_in_failed': (d) =>
    d.reason === 'account_locked'
      ? 'Too many failed attempts: the account is locked for a while'
      : d.reason === 'wrong_second_factor'
        ? 'Wrong second-factor code'
        : (SIGN_IN_FAILURES[String(d.reason)] ?? text(d.reason)),
  'auth.sign_in': (d) => {
    const how = SIGN_IN_METHODS[String(d.method)];
    const second = SECOND_FACTORS[String(d.secondFactor)];
    return how && second ? `${how} and ${second}` : how;
  },
  'auth.sign_out': () => '',
  'auth.password_changed': (d) =>
    d.method === 'reset-link' ? 'Through a set-password or reset link' : undefined,
  'auth.password_reset_requested': () => 'A reset link was e-mailed to the account.',
  'auth.password_link_sent': () => 'A link to set a password was e-mailed to the account.',
  'auth.register_existing_email': () =>
    'Someone tried to sign up with this account’s e-mail address; its owner was told by e-mail.',
  'auth.mfa_enabled': (d) =>
    `With an authenticator app; ${count(d.recoveryCodes, 'recovery code', 'recovery codes') ?? 'recovery codes'} issued.`,
  'auth.mfa_disabled': (d) =>
    SECOND_FACTORS[String(d.confirmedWith)]
      ? `Confirmed with ${SECOND_FACTORS[String(d.confirmedWith)]}.`
      : '',
  'auth.mfa_disable_failed': (d) =>
    d.reason === 'wrong_password' ? 'Wrong password' : 'Wrong second-factor code',
  'auth.mfa_recovery_code_used': (d) => {
    const left = count(d.left, 'recovery code', 'recovery codes');
    return left ? `${left} left.` : undefined;
  },
  'account.created': (d) => CREATION_METHODS[String(d.method)],
  'account.role_changed': (d) =>
    isObject(d.before) && isObject(d.after)
      ? `${String(d.before.role)} → ${String(d.after.role)} (from the identity provider's roles claim)`
      : undefined,
  'account.sso_linked': (d) => (text(d.issuer) ? `Identity provider ${String(d.issuer)}` : undefined),
  // the action says it all; the before/after flag adds nothing
  'account.disabled': () => '',
  'account.enabled': () => '',
  'access.refused': refused,
  'firm.member_invited': (d) => (firmRole(d.role) ? `Invited as ${firmRole(d.role)}.` : undefined),
  'firm.member_role_changed': roleChanged,
  'firm.member_removed': (d) => (firmRole(d.role) ? `Was ${firmRole(d.role)}.` : undefined),
  'firm.domain_changed': domainChanged,
  'firm.frn_changed': frnChanged,
  'document.uploaded': uploaded,
  'document.updated': documentEdits,
  'document.file_replaced': replaced,
  'document.deleted': (d) => text(d.fileName),
  'document.archived': (d) => (text(d.reason) ? `Reason: ${String(d.reason)}` : undefined),
  'document.restored': () => 'Back in the lists and open to changes again.',
  'document.purged': (d) =>
    text(d.erasureRequestReason)
      ? `Erasure request: ${String(d.erasureRequestReason)}`
      : 'The retention period had passed; the stored file was removed.',
  'document.reextract_requested': () => 'The text will be extracted again.',
  'analysis.started': () => 'The document is being analysed.',
  'compliance.check_run': checkRun,
  'compliance.finding_decided': findingDecided,
  'compliance.finding_commented': (d) =>
    text(d.ruleId) && text(d.body) ? `On rule ${String(d.ruleId)}: “${String(d.body)}”` : undefined,
  'personas.persona_created': (d) => (text(d.name) ? `Persona “${String(d.name)}”.` : undefined),
  'personas.persona_updated': (d) =>
    text(d.name) && Array.isArray(d.fields)
      ? `Persona “${String(d.name)}”: ${d.fields.map((f) => words(String(f))).join(', ')} changed.`
      : undefined,
  'personas.question_created': (d) => (text(d.category) ? `A ${String(d.category)} question.` : undefined),
  'personas.question_updated': (d) =>
    Array.isArray(d.fields) ? `${d.fields.map((f) => words(String(f))).join(', ')} changed.` : undefined,
  'personas.interviews_started': (d) => {
    const personas = count(d.personaCount, 'persona', 'personas');
    const questions = count(d.questionCount, 'question', 'questions');
    return personas && questions ? `${personas}, ${questions} each.` : undefined;
  },
  'improvement.started': () => 'Suggestions are being generated for review.',
  'improvement.suggestion_decided': suggestionDecided,
  'review.submitted': (d) =>
    typeof d.version === 'number'
      ? `Version ${d.version} submitted for approval${text(d.note) ? `: “${String(d.note)}”` : ''}${
          text(d.reviewDate) ? ` (review date ${String(d.reviewDate)})` : ''
        }.`
      : undefined,
  'review.approved': reviewDecided,
  'review.rejected': reviewDecided,
  'review.changes_requested': reviewDecided,
  'fund.created': fundCreated,
  'fund.document_linked': (d) => (text(d.fileName) ? `${String(d.fileName)} linked by hand.` : undefined),
  'fund.document_unlinked': (d) => (text(d.fileName) ? `${String(d.fileName)} unlinked.` : undefined),
  'fund.link_confirmed': (d) =>
    text(d.fileName) ? `${String(d.fileName)} confirmed as one of the fund's documents.` : undefined,
  'fund.disagreement_decided': (d) =>
    text(d.message)
      ? `“${String(d.message)}” ${statusWord(d.after)} (was ${statusWord(d.before)})${
          text(d.reason) ? `: ${String(d.reason)}` : '.'
        }`
      : undefined,
  'review.withdrawn': (d) =>
    typeof d.version === 'number'
      ? `Version ${d.version} withdrawn${text(d.reason) ? `: ${String(d.reason)}` : ''}.`
      : undefined,
  'review.superseded': (d) =>
    typeof d.version === 'number' && typeof d.supersededBy === 'number'
      ? `The approval of version ${d.version} superseded by version ${d.supersededBy}.`
      : undefined,
};

/** The details of an audit entry as one short sentence; the CSV export keeps the full record. */
export function summariseAuditDetails(action: string, details: unknown): string {
  if (details === null || details === undefined) return '';
  if (!isObject(details)) return truncate(generic(details));
  const { targetName: _name, ...facts } = details;
  const summary = Object.hasOwn(SUMMARIES, action) ? SUMMARIES[action]!(facts) : undefined;
  return truncate(summary ?? generic(facts));
}

export type AuditTarget = { label: string; to?: string };

/** Names of users by id, from a list the page has loaded anyway, for targets whose details name nobody. */
export type UserNames = ReadonlyMap<string, string>;

/**
 * Whose pages the links open: the platform admin's (clients, documents), or a firm's own area, where
 * documents link to the firm's document pages and people are named without a link.
 */
export type AuditArea = 'admin' | 'client';

/**
 * What the entry is about, by name (stored with the entry, or the current one: see the audit service), with
 * a link to it while it exists (users → client page, documents → document).
 */
export function auditTarget(
  entry: Pick<AuditEntry, 'action' | 'targetType' | 'targetId' | 'details'> &
    Partial<Pick<AuditEntry, 'targetName' | 'targetDeleted'>>,
  userNames: UserNames = new Map(),
  area: AuditArea = 'admin',
): AuditTarget | null {
  const { targetType, targetId, details } = entry;
  if (!targetType || !targetId) return null;
  const facts = isObject(details) ? details : {};
  const deleted =
    entry.targetDeleted === true || entry.action === 'document.deleted' || entry.action === 'document.purged';
  if (targetType === 'user') {
    const label =
      entry.targetName ?? userNames.get(targetId) ?? text(facts.name) ?? text(facts.email) ?? null;
    if (deleted) return { label: label ? `${label} (deleted)` : 'A deleted account' };
    // Client pages exist for clients only: an administrator's account is named, not linked.
    if (facts.role === 'admin') return { label: label ?? 'Administrator account' };
    if (area === 'client') return { label: label ?? 'Member account' };
    return { label: label ?? 'Client account', to: paths.admin.client(targetId) };
  }
  if (targetType === 'document') {
    const afterName = isObject(facts.after) ? text(facts.after.fileName) : undefined;
    const label = entry.targetName ?? afterName ?? text(facts.fileName) ?? null;
    if (deleted) return { label: label ? `${label} (deleted)` : 'A deleted document' };
    return { label: label ?? 'Document', to: paths[area].document(targetId) };
  }
  return { label: entry.targetName ?? targetType };
}
