import { describe, expect, it } from 'vitest';
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
  });

  it('says nothing more for enabling and disabling, or when there are no details', () => {
    expect(
      summariseAuditDetails('account.disabled', { before: { disabled: false }, after: { disabled: true } }),
    ).toBe('');
    expect(summariseAuditDetails('auth.sign_out', null)).toBe('');
  });

  it('falls back to key: value text for anything else, cut to a readable length', () => {
    expect(summariseAuditDetails('custom.thing', { a: 1, b: 'two', c: null, d: { e: true } })).toBe(
      'a: 1; b: two; d: {"e":true}',
    );
    const long = summariseAuditDetails('custom.thing', { text: 'x'.repeat(500) });
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe(auditTarget.name, () => {
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

  it('does not link a deleted document, and names targets without details by a short id', () => {
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
      label: 'Account 01234567',
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
  });
});
