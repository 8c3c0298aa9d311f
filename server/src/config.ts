import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAX_UPLOAD_MB } from '#common/constants.ts';

// The only reader of process.env (CONVENTIONS.md). Every problem is listed at once so an operator can fix
// the whole environment in one go instead of one variable per restart.

const boolString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.string().url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
      .optional(),
    STORAGE: z.enum(['local', 's3']).default('local'),
    ENCRYPTION_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (a 256-bit key)')
      .optional(),
    ADMIN_EMAIL: z.string().email().default('admin@clarion.local'),
    ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
    // The spec's feature flag: gating is active only when it is exactly the string "true".
    MODULE_PERMISSIONS: z.string().optional(),
    ALLOW_SIGNUP: boolString.default(true),
    MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(DEFAULT_MAX_UPLOAD_MB),
    AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Clarion <no-reply@clarion.local>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
    LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    RUN_WORKERS: boolString.default(true),
    WEB_DIST_DIR: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === 's3') {
      ctx.addIssue({
        code: 'custom',
        path: ['STORAGE'],
        message: 's3 storage is not available in this version; use local',
      });
    }
    if (env.AI_PROVIDER === 'openai') {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_PROVIDER'],
        message: 'the openai provider is not available in this version; use builtin',
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
  storage: 'local' | 's3';
  encryptionKey: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  modulePermissions: boolean;
  allowSignup: boolean;
  maxUploadBytes: number;
  aiProvider: 'builtin' | 'openai';
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  sessionTtlMs: number;
  loginRateLimit: number;
  runWorkers: boolean;
  /** Where the built web app lives; absent in tests that do not need it. */
  webDistDir: string | undefined;
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
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    storage: env.STORAGE,
    encryptionKey: env.ENCRYPTION_KEY,
    adminEmail: env.ADMIN_EMAIL.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    modulePermissions: env.MODULE_PERMISSIONS === 'true',
    allowSignup: env.ALLOW_SIGNUP,
    maxUploadBytes: Math.round(env.MAX_UPLOAD_MB * 1024 * 1024),
    aiProvider: env.AI_PROVIDER,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    sessionTtlMs: env.SESSION_TTL_HOURS * 3_600_000,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    runWorkers: env.RUN_WORKERS,
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(env.WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
