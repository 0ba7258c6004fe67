/**
 * The server's configuration, parsed once from environment variables. Nothing else reads
 * `process.env`: the entry point passes it here and hands the resulting {@link Config} down.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEV_SECRET_PREFIX = 'dev-only-insecure-';
const MIN_SECRET_LENGTH = 32;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface Config {
  port: number;
  databaseUrl: string;
  /** Absolute; holds the embedded database, uploads and generated secrets. */
  dataDir: string;
  /** Absolute; served under /uploads. */
  uploadsDir: string;
  /** Absolute; the built PWA served at /. */
  pwaDist: string;
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: LogLevel;
  nodeEnv: NodeEnv;
  /** Express `trust proxy`: false, true, a hop count, or addresses/subnets ('loopback, 10.0.0.0/8'). */
  trustProxy: boolean | number | string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `VAR=` in a .env file means "not set". */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(blank, z.string().trim().optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(blank, z.enum(NODE_ENVS).default('development')),
  PORT: z.preprocess(blank, z.coerce.number().int().min(0).max(65_535).default(8080)),
  DATABASE_URL: z.preprocess(
    blank,
    z
      .string({ error: 'is required' })
      .trim()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// connection URL'),
  ),
  DATA_DIR: optionalText,
  UPLOADS_DIR: optionalText,
  PWA_DIST: optionalText,
  JWT_SECRET: optionalText,
  ADMIN_EMAIL: z.preprocess(
    blank,
    z.string().trim().toLowerCase().pipe(z.email('must be an e-mail address')).optional(),
  ),
  ADMIN_PASSWORD: z.preprocess(blank, z.string().min(8, 'must be at least 8 characters').optional()),
  LOG_LEVEL: z.preprocess(blank, z.enum(LOG_LEVELS).default('info')),
  TRUST_PROXY: optionalText,
});

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Development secret: stable per data folder so restarts keep sessions, useless anywhere else. */
function devSecret(dataDir: string): string {
  return DEV_SECRET_PREFIX + createHash('sha256').update(`safari-jwt\0${dataDir}`).digest('hex');
}

function jwtSecretFor(env: z.infer<typeof envSchema>, dataDir: string): string {
  const secret = env.JWT_SECRET;
  if (env.NODE_ENV !== 'production') return secret ?? devSecret(dataDir);
  if (secret === undefined) {
    throw new ConfigError('Invalid configuration:\n  - JWT_SECRET: is required when NODE_ENV=production');
  }
  if (secret.startsWith(DEV_SECRET_PREFIX) || secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `Invalid configuration:\n  - JWT_SECRET: must be a random secret of at least ${MIN_SECRET_LENGTH} characters ` +
        'in production (for example: openssl rand -base64 48), not the development default',
    );
  }
  return secret;
}

/** Parses and checks the environment; throws a {@link ConfigError} that names every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(REPO_ROOT, values.DATA_DIR ?? '.data');
  return Object.freeze({
    port: values.PORT,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    uploadsDir: path.resolve(REPO_ROOT, values.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    pwaDist: path.resolve(REPO_ROOT, values.PWA_DIST ?? path.join('pwa', 'dist')),
    jwtSecret: jwtSecretFor(values, dataDir),
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    logLevel: values.LOG_LEVEL,
    nodeEnv: values.NODE_ENV,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
  });
}
