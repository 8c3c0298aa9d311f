import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives working defaults for the embedded product', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      storage: 'local',
      databaseUrl: undefined,
      modulePermissions: false,
      allowSignup: true,
      maxUploadBytes: 10 * 1024 * 1024,
      aiProvider: 'builtin',
      publicUrl: 'http://localhost:3000',
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('turns module gating on only for the exact string "true" (the spec\'s flag)', () => {
    expect(loadConfig({ MODULE_PERMISSIONS: 'true' }).modulePermissions).toBe(true);
    expect(loadConfig({ MODULE_PERMISSIONS: 'TRUE' }).modulePermissions).toBe(false);
    expect(loadConfig({ MODULE_PERMISSIONS: '1' }).modulePermissions).toBe(false);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ENCRYPTION_KEY: 'short',
        ALLOW_SIGNUP: 'maybe',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/ENCRYPTION_KEY/);
      expect(problems).toMatch(/ALLOW_SIGNUP/);
    }
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('reads MAX_UPLOAD_MB in megabytes', () => {
    expect(loadConfig({ MAX_UPLOAD_MB: '2.5' }).maxUploadBytes).toBe(2.5 * 1024 * 1024);
  });
});
