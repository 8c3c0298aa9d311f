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

  it('requires two-factor sign-in for administrators only when ADMIN_MFA is true', () => {
    expect(loadConfig({}).adminMfa).toBe(false);
    expect(loadConfig({ ADMIN_MFA: 'true' }).adminMfa).toBe(true);
    expect(() => loadConfig({ ADMIN_MFA: 'always' })).toThrow(/ADMIN_MFA/);
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

  it("takes the schema owner's connection for migrations apart from the app's (ADR 009)", () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://clarion@db/clarion',
      MIGRATION_DATABASE_URL: 'postgres://clarion_owner@db/clarion',
    });
    expect(config.migrationDatabaseUrl).toBe('postgres://clarion_owner@db/clarion');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://clarion@db/clarion' }).migrationDatabaseUrl,
    ).toBeUndefined();
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: 'mysql://x' })).toThrow(/MIGRATION_DATABASE_URL/);
  });

  it('configures S3 storage with path-style addressing and us-east-1 by default', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:7480',
      S3_BUCKET: 'clarion-files',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toBe('s3');
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:7480',
      bucket: 'clarion-files',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('leaves S3 credentials and endpoint to the AWS SDK when they are unset', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'clarion-files',
      S3_REGION: 'eu-west-2',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(config.s3).toEqual({
      endpoint: undefined,
      bucket: 'clarion-files',
      region: 'eu-west-2',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(loadConfig({}).s3).toBeNull();
  });

  it('lists every problem of an incomplete S3 set-up at once', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_ENDPOINT: 'not a url', S3_ACCESS_KEY_ID: 'AKID' })).toThrow(
      expect.objectContaining({
        problems: [
          expect.stringMatching(/^S3_ENDPOINT: /),
          expect.stringMatching(/^S3_BUCKET: is required when STORAGE=s3/),
          expect.stringMatching(/^S3_SECRET_ACCESS_KEY: .*go together/),
        ],
      }),
    );
  });

  it('refuses S3 settings without STORAGE=s3 rather than keeping files on local disk', () => {
    expect(() => loadConfig({ S3_BUCKET: 'clarion-files' })).toThrow(/STORAGE: must be s3/);
    expect(loadConfig({ S3_REGION: 'eu-west-2' }).storage).toBe('local');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('reads MAX_UPLOAD_MB in megabytes', () => {
    expect(loadConfig({ MAX_UPLOAD_MB: '2.5' }).maxUploadBytes).toBe(2.5 * 1024 * 1024);
  });

  it('sweeps orphaned files hourly after an hour by default, and reads both settings in minutes', () => {
    expect(loadConfig({}).orphanSweep).toEqual({ intervalMs: 3_600_000, graceMs: 3_600_000 });
    expect(loadConfig({ ORPHAN_SWEEP_MINUTES: '0', ORPHAN_GRACE_MINUTES: '0.5' }).orphanSweep).toEqual({
      intervalMs: 0,
      graceMs: 30_000,
    });
    expect(() => loadConfig({ ORPHAN_SWEEP_MINUTES: '-1', ORPHAN_GRACE_MINUTES: 'soon' })).toThrow(
      /ORPHAN_SWEEP_MINUTES[\s\S]*ORPHAN_GRACE_MINUTES/,
    );
  });

  it('configures single sign-on from the OIDC_ variables, naming the provider after the issuer host', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://clarion.example.com/',
      OIDC_ISSUER: 'https://login.example.com/tenant/v2.0',
      OIDC_CLIENT_ID: 'abc',
      OIDC_ROLES_CLAIM: 'roles',
      OIDC_ADMIN_ROLES: 'Clarion.Admin, admin',
      OIDC_ALLOWED_DOMAINS: '@Firm.example, other.example',
    });
    expect(config.oidc).toMatchObject({
      issuer: 'https://login.example.com/tenant/v2.0',
      clientId: 'abc',
      clientSecret: undefined,
      scopes: 'openid email profile',
      rolesClaim: 'roles',
      adminRoles: ['clarion.admin', 'admin'],
      allowedDomains: ['firm.example', 'other.example'],
      linkExistingByEmail: false,
      providerName: 'login.example.com',
      redirectUri: 'https://clarion.example.com/api/auth/oidc/callback',
      postLogoutRedirectUri: 'https://clarion.example.com/',
      allowInsecureRequests: false,
    });
    expect(config.passwordLogin).toBe(true);
    expect(loadConfig({}).oidc).toBeNull();
  });

  it('lists what is missing from an incomplete single sign-on set-up', () => {
    expect(() => loadConfig({ OIDC_CLIENT_SECRET: 'x' })).toThrow(
      /OIDC_ISSUER: is required[\s\S]*OIDC_CLIENT_ID: is required/,
    );
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/);
  });

  it('refuses plain http to a remote provider but allows it for one on this machine', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'http://id.example.com', OIDC_CLIENT_ID: 'a' })).toThrow(
      /OIDC_ISSUER: must use https/,
    );
    const local = loadConfig({ OIDC_ISSUER: 'http://localhost:8080/realms/firm', OIDC_CLIENT_ID: 'a' });
    expect(local.oidc?.allowInsecureRequests).toBe(true);
  });

  it('refuses to turn password sign-in off when there is no single sign-on to replace it', () => {
    expect(() => loadConfig({ PASSWORD_LOGIN: 'false' })).toThrow(/PASSWORD_LOGIN/);
    expect(() =>
      loadConfig({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'a', OIDC_SCOPES: 'email' }),
    ).toThrow(/OIDC_SCOPES: must include openid/);
  });

  it('accepts an OpenAI-compatible endpoint for the LLM path, with time-out and concurrency', () => {
    const config = loadConfig({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'llama3.1',
      AI_TIMEOUT_MS: '30000',
      AI_CONCURRENCY: '8',
    });
    expect(config.aiProvider).toBe('openai');
    expect(config.ai).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      timeoutMs: 30_000,
      concurrency: 8,
    });
    expect(loadConfig({}).ai).toMatchObject({ timeoutMs: 60_000, concurrency: 4 });
  });

  it('reviews checks and AoV analyses with the model only when AI_PROVIDER=openai, unless AI_REVIEW=false', () => {
    const openai = { AI_PROVIDER: 'openai', AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.1' };
    expect(loadConfig(openai).aiReview).toBe(true);
    expect(loadConfig({ ...openai, AI_REVIEW: 'false' }).aiReview).toBe(false);
    expect(loadConfig({}).aiReview).toBe(false);
    expect(loadConfig({ AI_REVIEW: 'true' }).aiReview).toBe(false);
    expect(() => loadConfig({ AI_REVIEW: 'sometimes' })).toThrow(/AI_REVIEW/);
  });

  it('refuses a half-configured LLM instead of falling back to the built-in engine', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/AI_MODEL.*\n.*AI_API_KEY/s);
    expect(() =>
      loadConfig({ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-test' }),
    ).not.toThrow();
    expect(() => loadConfig({ AI_CONCURRENCY: '0' })).toThrow(ConfigError);
  });
  it('believes no proxy unless TRUST_PROXY names a hop count or the proxies (issue 14)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,::1, fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true and addresses that are not addresses, saying what to write', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: .*not 10\.0\.0\.0\/33/);
    expect(() => loadConfig({ TRUST_PROXY: 'lb.internal' })).toThrow(/TRUST_PROXY: must be a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY: a hop count must be at most 10/);
  });

  it('locks an account after 5 failed sign-ins for 1 minute, doubling up to 30, by default', () => {
    expect(loadConfig({})).toMatchObject({
      loginRateLimit: 10,
      loginIpRateLimit: 100,
      signInLock: { failures: 5, firstLockMs: 60_000, maxLockMs: 30 * 60_000 },
    });
    expect(
      loadConfig({ LOGIN_LOCK_FAILURES: '3', LOGIN_LOCK_MINUTES: '0.5', LOGIN_LOCK_MAX_MINUTES: '10' })
        .signInLock,
    ).toEqual({ failures: 3, firstLockMs: 30_000, maxLockMs: 600_000 });
    expect(() => loadConfig({ LOGIN_LOCK_MINUTES: '5', LOGIN_LOCK_MAX_MINUTES: '2' })).toThrow(
      /LOGIN_LOCK_MAX_MINUTES: must be at least LOGIN_LOCK_MINUTES/,
    );
    expect(() => loadConfig({ LOGIN_LOCK_FAILURES: '0' })).toThrow(/LOGIN_LOCK_FAILURES/);
  });

  it('listens on loopback only unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('makes the session cookie Secure everywhere but plain http on localhost', () => {
    expect(loadConfig({}).secureCookies).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3100' }).secureCookies).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://clarion.example' }).secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://clarion.internal:8080' }).secureCookies).toBe(true);
  });

  it('refuses a plain-http PUBLIC_URL on another host in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://clarion.example' })).toThrow(
      /PUBLIC_URL: must use https:\/\/ in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://clarion.example' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' })).not.toThrow();
  });

  it('ends sessions unused for SESSION_IDLE_MINUTES (60 by default)', () => {
    expect(loadConfig({}).sessionIdleMs).toBe(60 * 60_000);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '15' }).sessionIdleMs).toBe(15 * 60_000);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0.5' })).toThrow(/SESSION_IDLE_MINUTES/);
  });
});
