import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAX_UPLOAD_MB } from '#common/constants.ts';
import { fromRoot } from './runtime-paths.ts';

// The only reader of process.env (CONVENTIONS.md). Every problem is listed at once so an operator can fix
// the whole environment in one go instead of one variable per restart.

const boolString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

// Settings with a default do not, on their own, mean that single sign-on was meant to be configured.
const OIDC_DEFAULTED = new Set([
  'OIDC_CLIENT_AUTH',
  'OIDC_SCOPES',
  'OIDC_ADMIN_ROLES',
  'OIDC_LINK_EXISTING_BY_EMAIL',
]);

// Likewise for object storage: a region or addressing style alone does not ask for S3.
const S3_DEFAULTED = new Set(['S3_REGION', 'S3_FORCE_PATH_STYLE']);

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Tokens travel over this connection: https, except for a provider on this machine or in tests. */
function isSecureOrLocal(issuer: string, nodeEnv: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'https:' || nodeEnv === 'test' || LOCAL_HOSTS.has(url.hostname);
}

function isPlainLocalHttp(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && LOCAL_HOSTS.has(parsed.hostname);
}

/** Sites reached over https, or over plain http only on this machine. */
function isHttpsOrLocal(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || LOCAL_HOSTS.has(parsed.hostname);
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(/[\s,]+/)
    .map((v) => v.trim())
    .filter(Boolean);

// Names proxy-addr (Fastify's trustProxy) understands for whole private ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: whom to believe about the client's address (X-Forwarded-For). Off by default, because a
 * client can send that header itself: trusting it let anyone choose the address that rate limits and the
 * audit log see (issue 14). A hop count, or the proxies' addresses / CIDRs, as Fastify's trustProxy.
 */
const trustProxySetting = z.string().transform((value, ctx): false | number | string[] => {
  const v = value.trim().toLowerCase();
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  if (/^\d+$/.test(v)) {
    if (Number(v) <= 10) return Number(v);
    ctx.addIssue({
      code: 'custom',
      message: 'a hop count must be at most 10 (the proxies in front of Clarion)',
    });
    return z.NEVER;
  }
  if (v === 'true' || v === 'yes' || v === 'on') {
    ctx.addIssue({
      code: 'custom',
      message:
        'true would believe an X-Forwarded-For header sent by any client; give the number of proxies in front of Clarion (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    });
    return z.NEVER;
  }
  const entries = list(v);
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8, ::1); not ${bad.join(', ') || 'empty'}`,
    });
    return z.NEVER;
  }
  return entries;
});

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // Loopback unless asked: a container or a host behind its own proxy sets HOST=0.0.0.0 explicitly.
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.string().url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
      .optional(),
    // The schema owner's connection, for migrations only (ADR 009); unset = DATABASE_URL's role migrates.
    MIGRATION_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
      .optional(),
    STORAGE: z.enum(['local', 's3']).default('local'),
    // S3-compatible object storage (STORAGE=s3): AWS S3, Ceph radosgw, MinIO, …
    S3_ENDPOINT: z.string().url('must be the URL of the S3 service, e.g. http://127.0.0.1:7480').optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: boolString.default(true),
    ENCRYPTION_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (a 256-bit key)')
      .optional(),
    ADMIN_EMAIL: z.string().email().default('admin@clarion.local'),
    ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
    // Administrators must use two-factor sign-in (TOTP); one without it is sent to set it up first.
    ADMIN_MFA: boolString.default(false),
    // The spec's feature flag: gating is active only when it is exactly the string "true".
    MODULE_PERMISSIONS: z.string().optional(),
    ALLOW_SIGNUP: boolString.default(true),
    MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(DEFAULT_MAX_UPLOAD_MB),
    // Resident memory of the extraction process; a document that needs more (a decompression bomb) fails.
    EXTRACTION_MEMORY_MB: z.coerce.number().int().min(256).max(65_536).default(768),
    // Threads that run the engine's analyses, checks, interviews and improvements; unset = one per core but one.
    ENGINE_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    // Start the extraction process and engine threads at start-up and keep them (else: on first use, ended idle).
    WARM_START: boolString.default(false),
    AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
    // Any OpenAI-compatible chat-completions endpoint: OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp.
    AI_BASE_URL: z.string().url().optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    AI_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
    // With AI_PROVIDER=openai, a model reviews compliance checks and AoV analyses for findings the rules missed.
    AI_REVIEW: boolString.default(true),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Clarion <no-reply@clarion.local>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
    // At least the once-a-minute activity write, or another process could see a live session as idle.
    SESSION_IDLE_MINUTES: z.coerce.number().min(1).max(10_080).default(60),
    LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    TRUST_PROXY: trustProxySetting.optional(),
    // A looser ceiling on sign-ins from one address whatever the e-mail (an office shares one address).
    LOGIN_IP_RATE_LIMIT: z.coerce.number().int().positive().default(100),
    // Per account, whatever the address: after this many failures the account refuses sign-in for
    // LOGIN_LOCK_MINUTES, doubling with each further failure up to LOGIN_LOCK_MAX_MINUTES (never for good).
    LOGIN_LOCK_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
    LOGIN_LOCK_MINUTES: z.coerce.number().positive().max(60).default(1),
    LOGIN_LOCK_MAX_MINUTES: z.coerce.number().positive().max(1440).default(30),
    RUN_WORKERS: boolString.default(true),
    WEB_DIST_DIR: z.string().min(1).optional(),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    WORKER_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
    QUEUE_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    // Stored files no record refers to (a crash between storing and committing): how often to look, 0 = never.
    ORPHAN_SWEEP_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
    ORPHAN_GRACE_MINUTES: z.coerce.number().min(0).max(10_080).default(60),
    // The embedded database's stand-in for autovacuum (db/embedded-maintenance.ts): minutes between checks.
    EMBEDDED_MAINTENANCE_MINUTES: z.coerce.number().min(0).max(1440).default(5),
    // Years an archived document is kept before the platform admin may purge it (COBS 4.11, SYSC 9; ADR 013).
    RETENTION_YEARS: z.coerce.number().int().min(0).max(100).default(5),
    // Single sign-on (OpenID Connect). Unset OIDC_ISSUER = built-in accounts only.
    PASSWORD_LOGIN: boolString.default(true),
    OIDC_ISSUER: z.string().url('must be the issuer URL of the identity provider').optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_CLIENT_AUTH: z.enum(['client_secret_basic', 'client_secret_post']).default('client_secret_basic'),
    OIDC_SCOPES: z.string().default('openid email profile'),
    OIDC_ROLES_CLAIM: z.string().min(1).optional(),
    OIDC_ADMIN_ROLES: z.string().default('admin'),
    OIDC_ALLOWED_DOMAINS: z.string().optional(),
    OIDC_LINK_EXISTING_BY_EMAIL: boolString.default(false),
    OIDC_PROVIDER_NAME: z.string().trim().min(1).max(60).optional(),
  })
  .superRefine((env, ctx) => {
    const oidcSet = Object.keys(env).some((k) => k.startsWith('OIDC_') && !OIDC_DEFAULTED.has(k));
    if (oidcSet || env.OIDC_ISSUER) {
      if (!env.OIDC_ISSUER)
        ctx.addIssue({
          code: 'custom',
          path: ['OIDC_ISSUER'],
          message: 'is required when any other OIDC_ setting is given (single sign-on)',
        });
      if (!env.OIDC_CLIENT_ID)
        ctx.addIssue({
          code: 'custom',
          path: ['OIDC_CLIENT_ID'],
          message: 'is required with OIDC_ISSUER (the client id registered at the identity provider)',
        });
    }
    if (env.OIDC_ISSUER && !isSecureOrLocal(env.OIDC_ISSUER, env.NODE_ENV)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'must use https:// (plain http is accepted only for localhost)',
      });
    }
    // The session cookie is Secure on every site but plain-http localhost, so it would never come back.
    if (env.NODE_ENV === 'production' && env.PUBLIC_URL && !isHttpsOrLocal(env.PUBLIC_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'must use https:// in production (the session cookie is sent only over https); plain http is accepted only for localhost',
      });
    }
    if (!list(env.OIDC_SCOPES).includes('openid')) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_SCOPES'], message: 'must include openid' });
    }
    if (!env.PASSWORD_LOGIN && !env.OIDC_ISSUER) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_LOGIN'],
        message: 'can be false only when single sign-on is configured (OIDC_ISSUER), or nobody could sign in',
      });
    }
    const s3Set = Object.keys(env).some((k) => k.startsWith('S3_') && !S3_DEFAULTED.has(k));
    // Documents must never land on local disk when the operator meant a bucket (ADR 003).
    if (s3Set && env.STORAGE !== 's3') {
      ctx.addIssue({
        code: 'custom',
        path: ['STORAGE'],
        message: 'must be s3 when S3_ settings are given (or remove them to keep files on local disk)',
      });
    }
    if (env.STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required when STORAGE=s3 (an existing bucket Clarion may read and write)',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message:
          'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset for the SDK default chain)',
      });
    }
    if (env.LOGIN_LOCK_MAX_MINUTES < env.LOGIN_LOCK_MINUTES) {
      ctx.addIssue({
        code: 'custom',
        path: ['LOGIN_LOCK_MAX_MINUTES'],
        message: 'must be at least LOGIN_LOCK_MINUTES (the first lock-out)',
      });
    }
    // Refuse a half-configured LLM rather than quietly falling back to the built-in engine (ADR 005).
    if (env.AI_PROVIDER === 'openai' && !env.AI_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message:
          'is required when AI_PROVIDER=openai (e.g. gpt-4o-mini, or the model name your server serves)',
      });
    }
    if (env.AI_PROVIDER === 'openai' && !env.AI_BASE_URL && !env.AI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_API_KEY'],
        message:
          'is required when AI_PROVIDER=openai talks to api.openai.com; set AI_BASE_URL for a local server',
      });
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The schema owner's connection for migrations; undefined = databaseUrl's role runs them. */
  migrationDatabaseUrl: string | undefined;
  storage: 'local' | 's3';
  /** The bucket when storage is s3; null otherwise. */
  s3: S3Config | null;
  encryptionKey: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  /** Administrators signing in with a password must have two-factor sign-in set up (ADMIN_MFA). */
  adminMfa: boolean;
  modulePermissions: boolean;
  allowSignup: boolean;
  maxUploadBytes: number;
  /** Budget of the extraction child process's resident memory, in MB. */
  extractionMemoryMb: number;
  /** Worker threads of the engine pool (ENGINE_THREADS; default: available cores - 1, at least 1). */
  engineThreads: number;
  /**
   * WARM_START: the extraction process and the engine threads start with the process and stay, for the
   * lowest first-document latency; by default they start on first use and end after 5 minutes idle.
   */
  warmStart: boolean;
  aiProvider: 'builtin' | 'openai';
  /** AI review of compliance checks and AoV analyses; only ever runs when aiProvider is openai. */
  aiReview: boolean;
  /** The LLM endpoint; used only when aiProvider is openai. */
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
    concurrency: number;
  };
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  sessionTtlMs: number;
  /** A session unused for this long is refused and removed. */
  sessionIdleMs: number;
  /** Secure session cookie: everywhere except plain http on localhost (development, tests). */
  secureCookies: boolean;
  loginRateLimit: number;
  /** Fastify's trustProxy: false (the socket's address), a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Sign-in attempts per minute from one address, whatever the e-mail. */
  loginIpRateLimit: number;
  /** Lock-out of an account after repeated failed sign-ins, from any address. */
  signInLock: { failures: number; firstLockMs: number; maxLockMs: number };
  runWorkers: boolean;
  /** Where the built web app lives; absent in tests that do not need it. */
  webDistDir: string | undefined;
  /** Bearer token GET /metrics requires on the API port; unset = no /metrics there (404). */
  metricsToken: string | undefined;
  /** `npm run worker` listens here for /metrics and the health probes only; unset = no listener. */
  workerPort: number | undefined;
  /** Crash recovery: a running job's lease, renewed by heartbeats (unset = 30 s, jobs/job-lease.ts). */
  jobExpireSeconds: number | undefined;
  queueMaintenanceSeconds: number;
  /** Removal of stored files without a record: every intervalMs (0 = never), once older than graceMs. */
  orphanSweep: { intervalMs: number; graceMs: number };
  /** PGlite only: how often its tables are checked and vacuumed and analysed where needed (0 = never). */
  embeddedMaintenanceMs: number;
  /** Whole years an archived document is kept before it may be purged without an erasure request. */
  retentionYears: number;
  /** Whether e-mail + password sign-in is offered (beside single sign-on). */
  passwordLogin: boolean;
  /** OpenID Connect single sign-on; null when OIDC_ISSUER is unset. */
  oidc: OidcConfig | null;
};

export type S3Config = {
  /** Unset = AWS's endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset = the AWS SDK's default chain (environment, shared files, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  clientAuth: 'client_secret_basic' | 'client_secret_post';
  scopes: string;
  /** Claim holding the user's roles (a dotted path such as realm_access.roles is followed when no claim has the exact name). */
  rolesClaim: string | undefined;
  /** Values of the roles claim that make an administrator (compared case-insensitively). */
  adminRoles: string[];
  /** Lower-case e-mail domains allowed to sign in; empty = any. */
  allowedDomains: string[];
  linkExistingByEmail: boolean;
  providerName: string;
  /** Where the provider sends the browser back: PUBLIC_URL + /api/auth/oidc/callback. */
  redirectUri: string;
  /** Where the provider sends the browser after an RP-initiated logout. */
  postLogoutRedirectUri: string;
  /** http to a local provider (development and tests); never for a remote one. */
  allowInsecureRequests: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings in .env files mean "unset", not "the empty value".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`),
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL,
    storage: env.STORAGE,
    s3:
      env.STORAGE === 's3' && env.S3_BUCKET
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : null,
    encryptionKey: env.ENCRYPTION_KEY,
    adminEmail: env.ADMIN_EMAIL.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    adminMfa: env.ADMIN_MFA,
    modulePermissions: env.MODULE_PERMISSIONS === 'true',
    allowSignup: env.ALLOW_SIGNUP,
    maxUploadBytes: Math.round(env.MAX_UPLOAD_MB * 1024 * 1024),
    extractionMemoryMb: env.EXTRACTION_MEMORY_MB,
    engineThreads: env.ENGINE_THREADS ?? Math.max(1, os.availableParallelism() - 1),
    warmStart: env.WARM_START,
    aiProvider: env.AI_PROVIDER,
    aiReview: env.AI_PROVIDER === 'openai' && env.AI_REVIEW,
    ai: {
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL ?? '',
      timeoutMs: env.AI_TIMEOUT_MS,
      concurrency: env.AI_CONCURRENCY,
    },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    sessionTtlMs: env.SESSION_TTL_HOURS * 3_600_000,
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    secureCookies: !isPlainLocalHttp(publicUrl),
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY ?? false,
    loginIpRateLimit: env.LOGIN_IP_RATE_LIMIT,
    signInLock: {
      failures: env.LOGIN_LOCK_FAILURES,
      firstLockMs: Math.round(env.LOGIN_LOCK_MINUTES * 60_000),
      maxLockMs: Math.round(env.LOGIN_LOCK_MAX_MINUTES * 60_000),
    },
    runWorkers: env.RUN_WORKERS,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : fromRoot('web/dist'),
    metricsToken: env.METRICS_TOKEN,
    workerPort: env.WORKER_PORT,
    jobExpireSeconds: env.JOB_EXPIRE_SECONDS,
    queueMaintenanceSeconds: env.QUEUE_MAINTENANCE_SECONDS,
    orphanSweep: {
      intervalMs: env.ORPHAN_SWEEP_MINUTES * 60_000,
      graceMs: Math.round(env.ORPHAN_GRACE_MINUTES * 60_000),
    },
    embeddedMaintenanceMs: Math.round(env.EMBEDDED_MAINTENANCE_MINUTES * 60_000),
    retentionYears: env.RETENTION_YEARS,
    passwordLogin: env.PASSWORD_LOGIN,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            clientAuth: env.OIDC_CLIENT_AUTH,
            scopes: list(env.OIDC_SCOPES).join(' '),
            rolesClaim: env.OIDC_ROLES_CLAIM,
            adminRoles: list(env.OIDC_ADMIN_ROLES).map((r) => r.toLowerCase()),
            allowedDomains: list(env.OIDC_ALLOWED_DOMAINS).map((d) => d.toLowerCase().replace(/^@/, '')),
            linkExistingByEmail: env.OIDC_LINK_EXISTING_BY_EMAIL,
            providerName: env.OIDC_PROVIDER_NAME ?? new URL(env.OIDC_ISSUER).hostname,
            redirectUri: `${publicUrl}/api/auth/oidc/callback`,
            postLogoutRedirectUri: `${publicUrl}/`,
            allowInsecureRequests: new URL(env.OIDC_ISSUER).protocol === 'http:',
          }
        : null,
  };
}
