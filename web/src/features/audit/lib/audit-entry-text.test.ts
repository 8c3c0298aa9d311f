import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, type AuditAction } from '#common/audit-actions.ts';
import { expectNone } from '#common/testing/expect-every.ts';
import { auditActorText, auditTarget, summariseAuditDetails } from './audit-entry-text.ts';

const ID = '0123456789ab-4000-8000-000000000001';

describe(summariseAuditDetails.name, () => {
  it('lists module access changes with the modules’ display names', () => {
    const details = {
      changes: [
        { module: 'compliance', before: false, after: true },
        { module: 'personas', before: true, after: false },
      ],
    };
    expect(summariseAuditDetails('access.changed', details)).toBe('Client Comms on; Persona Interviews off');
  });

  it('explains failed sign-ins and how accounts were created', () => {
    expect(
      summariseAuditDetails('auth.sign_in_failed', { method: 'password', reason: 'wrong_password' }),
    ).toBe('Wrong password');
    expect(summariseAuditDetails('auth.sign_in_failed', { reason: 'disabled' })).toBe(
      'The account is disabled',
    );
    expect(summariseAuditDetails('account.created', { method: 'admin', role: 'client' })).toBe(
      'Created by an administrator',
    );
  });

  it('explains single sign-on failures, creations and role changes', () => {
    expect(summariseAuditDetails('auth.sign_in_failed', { method: 'oidc', reason: 'state_mismatch' })).toBe(
      'Single sign-on: invalid state',
    );
    expect(summariseAuditDetails('account.created', { method: 'oidc', role: 'client' })).toBe(
      'Created at the first single sign-on',
    );
    expect(
      summariseAuditDetails('account.role_changed', {
        method: 'oidc',
        before: { role: 'client' },
        after: { role: 'admin' },
      }),
    ).toBe("client → admin (from the identity provider's roles claim)");
  });

  it('describes document uploads, edits and replaced files', () => {
    expect(
      summariseAuditDetails('document.uploaded', {
        fileName: 'aov.pdf',
        documentType: 'aov-report',
        size: 2048,
      }),
    ).toBe('aov.pdf (AoV Report, 2.0 KB)');
    expect(
      summariseAuditDetails('document.updated', {
        before: { fileName: 'a.pdf', documentType: 'aov-report' },
        after: { fileName: 'b.pdf', documentType: 'aov-report' },
      }),
    ).toBe('Name: a.pdf → b.pdf');
    expect(
      summariseAuditDetails('document.file_replaced', {
        before: { fileName: 'old.pdf', sha256: 'x' },
        after: { fileName: 'new.pdf', sha256: 'y' },
      }),
    ).toBe('old.pdf → new.pdf');
    expect(
      summariseAuditDetails('document.file_replaced', {
        before: { fileName: 'old.pdf', sha256: 'x', version: 1 },
        after: { fileName: 'new.pdf', sha256: 'y', version: 2 },
      }),
    ).toBe('old.pdf (version 1) → new.pdf (version 2)');
  });

  it('says nothing more for enabling and disabling, or when there are no details', () => {
    expect(
      summariseAuditDetails('account.disabled', { before: { disabled: false }, after: { disabled: true } }),
    ).toBe('');
    expect(summariseAuditDetails('auth.sign_out', null)).toBe('');
  });

  it('falls back to the facts in words for anything else, never JSON, cut to a readable length', () => {
    expect(
      summariseAuditDetails('custom.thing', { a: 1, b: 'two', c: null, d: { e: true }, documentId: 'x' }),
    ).toBe('a: 1; b: two');
    expect(summariseAuditDetails('custom.thing', { recoveryCodes: 8, tags: ['x', 'y'], on: true })).toBe(
      'recovery codes: 8; tags: x, y; on: yes',
    );
    const long = summariseAuditDetails('custom.thing', { text: 'x'.repeat(500) });
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });
});

/** Details as the server writes them, one sample per action (a new action needs one here). */
const SAMPLES: Record<AuditAction, Record<string, unknown> | null> = {
  'auth.sign_in': { method: 'password', secondFactor: 'totp' },
  'auth.sign_in_failed': { method: 'password', reason: 'account_locked', retryAfterSeconds: 60 },
  'auth.sign_out': null,
  'auth.password_changed': { method: 'reset-link' },
  'auth.password_reset_requested': { targetName: 'a@example.com' },
  'auth.password_link_sent': { targetName: 'a@example.com' },
  'auth.register_existing_email': { targetName: 'a@example.com' },
  'auth.mfa_enabled': { method: 'totp', recoveryCodes: 10 },
  'auth.mfa_disabled': { confirmedWith: 'recovery_code' },
  'auth.mfa_disable_failed': { reason: 'wrong_password' },
  'auth.mfa_recovery_code_used': { left: 9 },
  'account.created': { method: 'admin', role: 'client', name: 'Acme', email: 'a@example.com' },
  'account.disabled': { before: { disabled: false }, after: { disabled: true }, targetName: 'Acme' },
  'account.enabled': { before: { disabled: true }, after: { disabled: false }, targetName: 'Acme' },
  'account.sso_linked': { method: 'oidc', issuer: 'https://id.example', subject: 's1' },
  'account.role_changed': { method: 'oidc', before: { role: 'client' }, after: { role: 'admin' } },
  'access.changed': { changes: [{ module: 'personas', before: false, after: true }] },
  'access.refused': {
    method: 'DELETE',
    path: `/api/firm/members/${ID}`,
    status: 409,
    code: 'CONFLICT',
    message: 'You cannot remove yourself. Ask another firm admin to do it.',
  },
  'firm.member_invited': { firmId: ID, role: 'reviewer', name: 'Ann Lee' },
  'firm.member_role_changed': { before: { role: 'reviewer' }, after: { role: 'approver' } },
  'firm.member_removed': { role: 'firm_admin', label: 'Firm admin' },
  'firm.domain_changed': { before: { emailDomain: null }, after: { emailDomain: 'acme.example' } },
  'firm.boilerplate_added': { targetName: 'All rights in the Index vest in FTSE International Limited.' },
  'firm.boilerplate_removed': { targetName: 'All rights in the Index vest in FTSE International Limited.' },
  'firm.frn_changed': { before: { frn: null }, after: { frn: '123456' } },
  'document.uploaded': { fileName: 'kiid.pdf', documentType: 'aov-report', size: 2048, sha256: 'ab' },
  'document.updated': { before: { fileName: 'a.pdf' }, after: { fileName: 'b.pdf' } },
  'document.deleted': { fileName: 'kiid.pdf', clientId: ID, sha256: 'ab' },
  'document.archived': { fileName: 'kiid.pdf', clientId: ID, sha256: 'ab', reason: 'Superseded by v2' },
  'document.restored': { fileName: 'kiid.pdf', archivedAt: '2026-01-01', archiveReason: 'By mistake' },
  'document.purged': {
    fileName: 'kiid.pdf',
    clientId: ID,
    sha256: 'ab',
    archivedAt: '2020-01-01',
    archiveReason: 'Withdrawn',
    retentionYears: 5,
    erasureRequestReason: null,
  },
  'document.file_replaced': { before: { fileName: 'a.pdf' }, after: { fileName: 'b.pdf' } },
  'document.reextract_requested': { targetName: 'kiid.pdf' },
  'analysis.started': { analysisId: ID, fileName: 'kiid.pdf' },
  'compliance.check_run': { checkId: ID, fileName: 'kiid.pdf', packs: 'all' },
  'compliance.finding_decided': {
    checkId: ID,
    ruleId: 'COBS4.2.1R',
    before: 'open',
    after: 'dismissed',
    reason: 'Covered on page 2',
    targetName: 'kiid.pdf',
  },
  'compliance.finding_commented': {
    checkId: ID,
    ruleId: 'COBS4.2.1R',
    commentId: ID,
    body: 'Legal to confirm.',
    targetName: 'kiid.pdf',
  },
  'compliance.finding_raised': {
    checkId: ID,
    findingId: ID,
    ruleId: 'COBS4.2.1R-absolute-claims',
    severity: 'high',
    page: 2,
    quote: 'You will double your money.',
    targetName: 'promo.pdf',
  },
  'compliance.accuracy_exported': { lines: 12 },
  'personas.persona_created': { name: 'Cautious saver' },
  'personas.persona_updated': { name: 'Cautious saver', fields: ['knowledgeLevel', 'concerns'] },
  'personas.question_created': { category: 'cost', context: 'What does it cost?' },
  'personas.question_updated': { fields: ['text'] },
  'personas.interviews_started': { interviewIds: [ID], personaCount: 3, questionCount: 6 },
  'improvement.started': { improvementId: ID, fileName: 'kiid.pdf' },
  'improvement.suggestion_decided': {
    improvementId: ID,
    suggestionId: 'split-sentence-p1-b2-0',
    type: 'split-sentence',
    before: { status: 'proposed', editedText: null },
    after: { status: 'accepted', editedText: 'Short.' },
    targetName: 'kiid.pdf',
  },
  'review.submitted': {
    reviewId: ID,
    version: 2,
    sha256: 'ab'.repeat(32),
    checkId: ID,
    note: 'Q3 factsheet',
    reviewDate: '2027-03-31',
    targetName: 'kiid.pdf',
  },
  'review.approved': {
    reviewId: ID,
    version: 2,
    sha256: 'ab'.repeat(32),
    before: 'submitted',
    after: 'approved',
    reason: null,
    overrideReason: 'Verified by legal',
    overriddenFindings: ['COBS4.2.1R'],
  },
  'review.rejected': {
    reviewId: ID,
    version: 2,
    before: 'submitted',
    after: 'rejected',
    reason: 'Not for retail',
  },
  'review.changes_requested': {
    reviewId: ID,
    version: 2,
    before: 'submitted',
    after: 'changes_requested',
    reason: 'Add the risk warning',
  },
  'review.withdrawn': { reviewId: ID, version: 2, before: 'approved', reason: 'Fund closed' },
  'review.superseded': { reviewId: ID, version: 1, supersededBy: 2 },
  'fund.created': {
    shareClasses: [{ name: 'A Acc', isin: 'GB00B4CLRN09' }],
    fromDocumentId: ID,
    fileName: 'growth-kiid.pdf',
  },
  'fund.document_linked': { documentId: ID, fileName: 'factsheet.pdf', before: null, after: 'confirmed' },
  'fund.document_unlinked': { documentId: ID, fileName: 'factsheet.pdf', before: 'auto', after: 'rejected' },
  'fund.link_confirmed': {
    documentId: ID,
    fileName: 'factsheet.pdf',
    before: 'proposed',
    after: 'confirmed',
  },
  'fund.disagreement_decided': {
    key: 'ongoing-charge|a|b',
    kind: 'ongoing-charge',
    message: 'The ongoing charge differs: 0.85% in the KIID, 0.95% in the factsheet',
    values: ['0.85%', '0.95%'],
    before: 'open',
    after: 'dismissed',
    reason: 'The factsheet is reissued',
  },
};

describe('audit entries in words', () => {
  it.each(Object.keys(AUDIT_ACTION_LABELS) as AuditAction[])(
    'words the details of %s without codes, ids or JSON',
    (action) => {
      const summary = summariseAuditDetails(action, SAMPLES[action]);
      expect(summary).not.toMatch(/[{}[\]]|"|[0-9a-f]{8}-|sha256|targetName/);
      expectNone(Object.keys(AUDIT_ACTION_LABELS), (code) => summary.includes(code), 25, 'event codes');
    },
  );

  it('says what a suggestion decision, a check run and a finding decision changed', () => {
    expect(
      summariseAuditDetails('improvement.suggestion_decided', SAMPLES['improvement.suggestion_decided']),
    ).toBe('“Split a long sentence” suggestion accepted in the reviewer’s own wording (was proposed).');
    expect(
      summariseAuditDetails('compliance.check_run', {
        packs: ['cobs-4', 'risk-warnings'],
        packNames: [
          'COBS 4 - Communicating with clients, including financial promotions',
          'Risk warnings - capital, currency and tax',
        ],
      }),
    ).toBe('Against 2 rule packs: COBS 4; Risk warnings.');
    expect(summariseAuditDetails('compliance.finding_decided', SAMPLES['compliance.finding_decided'])).toBe(
      'Finding for rule COBS4.2.1R dismissed (was open): Covered on page 2',
    );
  });
});

describe('firm audit entries in words', () => {
  it('names roles by their labels and says what changed', () => {
    expect(summariseAuditDetails('firm.member_invited', SAMPLES['firm.member_invited'])).toBe(
      'Invited as Reviewer.',
    );
    expect(summariseAuditDetails('firm.member_role_changed', SAMPLES['firm.member_role_changed'])).toBe(
      'Reviewer → Approver',
    );
    expect(summariseAuditDetails('firm.member_removed', SAMPLES['firm.member_removed'])).toBe(
      'Was Firm admin.',
    );
    expect(summariseAuditDetails('firm.domain_changed', SAMPLES['firm.domain_changed'])).toBe(
      'none → acme.example',
    );
    expect(summariseAuditDetails('access.refused', SAMPLES['access.refused'])).toBe(
      'You cannot remove yourself. Ask another firm admin to do it.',
    );
  });
});

describe(auditTarget.name, () => {
  it('names the target by the name the server gives, and marks a deleted one without a link', () => {
    const entry = {
      action: 'improvement.suggestion_decided',
      targetType: 'document',
      targetId: ID,
      details: {},
      targetName: 'kiid.pdf',
    };
    expect(auditTarget({ ...entry, targetDeleted: false })).toEqual({
      label: 'kiid.pdf',
      to: `/admin/document/${ID}`,
    });
    expect(auditTarget({ ...entry, targetDeleted: true })).toEqual({ label: 'kiid.pdf (deleted)' });
    expect(auditTarget({ ...entry, targetName: null, targetDeleted: true })).toEqual({
      label: 'A deleted document',
    });
  });

  it('links users to their client page and documents to the document', () => {
    expect(
      auditTarget({ action: 'account.created', targetType: 'user', targetId: ID, details: { name: 'Acme' } }),
    ).toEqual({ label: 'Acme', to: `/admin/clients/${ID}` });
    expect(
      auditTarget({
        action: 'document.uploaded',
        targetType: 'document',
        targetId: ID,
        details: { fileName: 'a.pdf' },
      }),
    ).toEqual({ label: 'a.pdf', to: `/admin/document/${ID}` });
  });

  it("in a firm's own area, links documents to the firm's pages and names people without a link", () => {
    const member = { action: 'firm.member_invited', targetType: 'user', targetId: ID, details: {} };
    expect(auditTarget({ ...member, targetName: 'ann@acme.example' }, undefined, 'client')).toEqual({
      label: 'ann@acme.example',
    });
    expect(auditTarget(member, undefined, 'client')).toEqual({ label: 'Member account' });
    expect(
      auditTarget(
        { action: 'document.uploaded', targetType: 'document', targetId: ID, details: { fileName: 'a.pdf' } },
        undefined,
        'client',
      ),
    ).toEqual({ label: 'a.pdf', to: `/client/document/${ID}` });
  });

  it('does not link a deleted document, and never shows a bare id', () => {
    expect(
      auditTarget({
        action: 'document.deleted',
        targetType: 'document',
        targetId: ID,
        details: { fileName: 'a.pdf' },
      }),
    ).toEqual({ label: 'a.pdf (deleted)' });
    expect(
      auditTarget({ action: 'access.changed', targetType: 'user', targetId: ID, details: null }),
    ).toEqual({
      label: 'Client account',
      to: `/admin/clients/${ID}`,
    });
    expect(
      auditTarget({ action: 'auth.sign_in', targetType: null, targetId: null, details: null }),
    ).toBeNull();
  });
});

describe(auditActorText.name, () => {
  it('names the actor by e-mail, or System', () => {
    expect(auditActorText({ actorEmail: 'a@example.com', actorId: ID })).toBe('a@example.com');
    expect(auditActorText({ actorEmail: null, actorId: null })).toBe('System');
    // named when the account has a name (issue 30); the e-mail goes on hover
    expect(auditActorText({ actorEmail: 'a@example.com', actorName: 'Ann Lee', actorId: ID })).toBe(
      'Ann Lee',
    );
  });
});
