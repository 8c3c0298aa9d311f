import { describe, expect, it } from 'vitest';
import type { MeResponse } from '#common/api/auth.ts';
import { MODULES } from '#common/modules.ts';
import { hasModuleAccess, postLoginPath } from './access.ts';

function me(overrides: Partial<MeResponse> & { role?: 'admin' | 'client' } = {}): MeResponse {
  const { role = 'client', ...rest } = overrides;
  return {
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'a@example.com',
      name: 'A',
      role,
      firmId: null,
      firmRole: null,
    },
    modules: {
      aov_analysis: true,
      compliance: false,
      personas: false,
      document_improvements: false,
      funds: false,
    },
    csrfToken: 't',
    modulePermissions: true,
    mfa: { enabled: false, setupRequired: false },
    ...rest,
  };
}

describe(hasModuleAccess.name, () => {
  it('lets everyone through while module permissions are off', () => {
    const user = me({ modulePermissions: false });
    for (const module of MODULES) expect(hasModuleAccess(user, module)).toBe(true);
  });

  it("follows the client's module map while they are on", () => {
    const user = me();
    expect(hasModuleAccess(user, 'aov_analysis')).toBe(true);
    expect(hasModuleAccess(user, 'compliance')).toBe(false);
    expect(hasModuleAccess(user, 'personas')).toBe(false);
  });

  it('lets administrators use every module', () => {
    const admin = me({ role: 'admin' });
    for (const module of MODULES) expect(hasModuleAccess(admin, module)).toBe(true);
  });
});

describe(postLoginPath.name, () => {
  it('sends each role to its dashboard by default', () => {
    expect(postLoginPath('admin', undefined)).toBe('/admin/admin-dashboard');
    expect(postLoginPath('client', undefined)).toBe('/client/dashboard');
  });

  it("returns to the page whose session expired when it is in the role's area", () => {
    expect(postLoginPath('client', '/client/compliance?x=1')).toBe('/client/compliance?x=1');
    expect(postLoginPath('admin', '/client/compliance')).toBe('/admin/admin-dashboard');
    expect(postLoginPath('client', '/admin/create-client')).toBe('/client/dashboard');
  });

  it('refuses anything that is not a path of this site', () => {
    expect(postLoginPath('client', 'https://evil.example/client/x')).toBe('/client/dashboard');
    expect(postLoginPath('client', '//evil.example/client/x')).toBe('/client/dashboard');
    expect(postLoginPath('client', 42)).toBe('/client/dashboard');
  });
});
