/**
 * The server's configuration, parsed once from environment variables. Nothing else reads
 * `process.env`: the entry point passes it here and hands the resulting {@link Config} down.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SITE } from '@safari/shared/site';
import { DEFAULT_SEAT_HOLD_MINUTES } from '@safari/shared/holds';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEV_SECRET_PREFIX = 'dev-only-insecure-';
const MIN_SECRET_LENGTH = 32;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface Config {
  port: number;
  /** Interface to listen on; undefined: every interface (a container, LAN access). */
  host: string | undefined;
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
  /**
   * Public address of the site (https://…, no trailing slash): links in e-mails, canonical and Open
   * Graph addresses, the sitemap, provider callbacks. Never taken from a request's Host header.
   * Required in production; http://localhost:PORT otherwise.
   */
  publicBaseUrl: string;
  payments: PaymentsConfig;
  mail: MailConfig;
  /** How often the notifications worker looks for e-mails to send. */
  notificationsIntervalMs: number;
  /** E-mails one replica sends per second at most (MAIL_RATE_PER_SECOND): a backlog drains at this pace. */
  mailRatePerSecond: number;
  /** Minutes a pay-now booking (and a waitlist offer) holds its seats while unpaid (SEAT_HOLD_MINUTES, default 30). */
  seatHoldMinutes: number;
  /** How often the holds worker releases lapsed holds and makes waitlist offers (HOLDS_INTERVAL_MS, default 15 s). */
  holdsIntervalMs: number;
  /** Abuse limits per IP address, account or e-mail address (RATE_LIMITS, RATE_LIMIT_FACTOR). */
  rateLimits: RateLimits;
}

/**
 * At most `limit` requests in `windowSeconds` (a fixed window from the first one). For the sign-in
 * throttles `limit` is the failures answered at once; each one after it waits twice as long as the
 * last (1 s, 2 s, 4 s … `maxDelaySeconds`), and `refuseAfter` failures refuse every attempt until
 * the window ends.
 */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
  maxDelaySeconds?: number;
  refuseAfter?: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The default abuse limits: far above what a person does (a family booking from one hotel's
 * Wi-Fi, a traveller who mistypes a password a few times), far below what a script needs.
 */
export const RATE_LIMIT_DEFAULTS = {
  /**
   * Failed sign-ins for one account e-mail (known or not, so the answer reveals nothing) from one IP
   * address: slowed after 3, refused after 10 until the 15 minutes end. The owner elsewhere is not.
   */
  loginFailuresPerAccountIp: { limit: 3, windowSeconds: 15 * MINUTE, maxDelaySeconds: 5 * MINUTE, refuseAfter: 10 },
  /** Failed sign-ins from one IP address, any account: guessing across accounts is slowed, never refused (an office shares one address). */
  loginFailuresPerIp: { limit: 100, windowSeconds: 15 * MINUTE, maxDelaySeconds: 30 },
  /** Failed sign-ins for one account from any address (a distributed guess): slowed, never locked. */
  loginFailuresPerAccount: { limit: 100, windowSeconds: HOUR, maxDelaySeconds: 30 },
  registerPerIp: { limit: 10, windowSeconds: HOUR },
  forgotPasswordPerIp: { limit: 20, windowSeconds: HOUR },
  resendVerificationPerAccount: { limit: 5, windowSeconds: HOUR },
  /** Link tokens tried per IP address (reset-password, verify-email, unsubscribe): guessing tokens needs millions. */
  resetPasswordPerIp: { limit: 20, windowSeconds: HOUR },
  verifyEmailPerIp: { limit: 20, windowSeconds: HOUR },
  unsubscribePerIp: { limit: 30, windowSeconds: HOUR },
  bookingsPerIp: { limit: 30, windowSeconds: HOUR },
  enquiriesPerIp: { limit: 20, windowSeconds: HOUR },
  /** Further messages of a chat thread (a conversation is many short messages). */
  chatMessagesPerIp: { limit: 120, windowSeconds: HOUR },
  /** Reads of a chat thread: the widget polls every 4 s while open, every 30 s while closed. */
  chatPollsPerIp: { limit: 3000, windowSeconds: HOUR },
  proposalsPerIp: { limit: 10, windowSeconds: HOUR },
  newsletterPerIp: { limit: 10, windowSeconds: HOUR },
  waitlistPerIp: { limit: 10, windowSeconds: HOUR },
  commentsPerAccount: { limit: 20, windowSeconds: HOUR },
  commentsPerIp: { limit: 60, windowSeconds: HOUR },
  /** Requests that e-mail one address (sign-up, reset, booking, enquiry, proposal, newsletter). */
  mailPerAddressHour: { limit: 8, windowSeconds: HOUR },
  mailPerAddressDay: { limit: 25, windowSeconds: DAY },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;
export type RateLimits = Readonly<Record<RateLimitName, RateLimitRule>>;

export interface MpesaConfig {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  baseUrl: string;
  /** M-Pesa charges in KES; bookings are priced in USD. */
  kesPerUsd: number;
}

export interface PesapalConfig {
  consumerKey: string;
  consumerSecret: string;
  baseUrl: string;
}

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
}

/** A provider left unconfigured is replaced by the built-in sandbox, when the sandbox is on. */
export interface PaymentsConfig {
  /**
   * PAYMENTS_SANDBOX: the built-in test provider (no money moves) stands in for unconfigured providers.
   * On by default in development and test, off by default in production: a live site must not take
   * 'payments' that are not real unless someone turned it on on purpose (a staging site, a demo).
   */
  sandbox: boolean;
  /** Signs the sandbox provider's notifications and our callback URLs (derived from the JWT secret). */
  callbackSecret: string;
  mpesa: MpesaConfig | undefined;
  pesapal: PesapalConfig | undefined;
  paypal: PaypalConfig | undefined;
}

/**
 * E-mails a replica sends per second by default: about what an SMTP relay's default quota allows
 * (Amazon SES starts at 14), and a burst of bookings then never has its confirmations take the CPU
 * the booking form needs (they are sent over the next seconds instead).
 */
export const DEFAULT_MAIL_RATE_PER_SECOND = 10;

export interface MailConfig {
  /** smtp(s)://user:pass@host:port; without it, e-mails are written as .eml files to `dir`. */
  smtpUrl: string | undefined;
  from: string;
  /** Absolute; where e-mails go when no SMTP server is configured. */
  dir: string;
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
  HOST: optionalText,
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
  PUBLIC_BASE_URL: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^https?:\/\/[^/\s]+(\/\S*)?$/, 'must be an http(s) URL')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  MPESA_CONSUMER_KEY: optionalText,
  MPESA_CONSUMER_SECRET: optionalText,
  MPESA_SHORTCODE: z.preprocess(blank, z.string().trim().regex(/^\d{5,7}$/, 'must be a paybill or till number').optional()),
  MPESA_PASSKEY: optionalText,
  MPESA_BASE_URL: z.preprocess(blank, z.url('must be a URL').default('https://sandbox.safaricom.co.ke')),
  MPESA_KES_PER_USD: z.preprocess(blank, z.coerce.number().positive('must be a positive exchange rate').optional()),
  PESAPAL_CONSUMER_KEY: optionalText,
  PESAPAL_CONSUMER_SECRET: optionalText,
  PESAPAL_BASE_URL: z.preprocess(blank, z.url('must be a URL').default('https://cybqa.pesapal.com/pesapalv3')),
  PAYMENTS_SANDBOX: z.preprocess(blank, z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional()),
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_BASE_URL: z.preprocess(blank, z.url('must be a URL').default('https://api-m.sandbox.paypal.com')),
  SMTP_URL: z.preprocess(blank, z.string().trim().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: optionalText,
  NOTIFICATIONS_INTERVAL_MS: z.preprocess(blank, z.coerce.number().int().min(100).max(3_600_000).default(10_000)),
  MAIL_RATE_PER_SECOND: z.preprocess(blank, z.coerce.number().positive('must be a positive number of e-mails').max(10_000).default(DEFAULT_MAIL_RATE_PER_SECOND)),
  HOLDS_INTERVAL_MS: z.preprocess(blank, z.coerce.number().int().min(100).max(3_600_000).default(15_000)),
  SEAT_HOLD_MINUTES: z.preprocess(blank, z.coerce.number().positive('must be a positive number of minutes').max(24 * 60).default(DEFAULT_SEAT_HOLD_MINUTES)),
  RATE_LIMIT_FACTOR: z.preprocess(blank, z.coerce.number().positive('must be a positive number').max(10_000).default(1)),
  RATE_LIMITS: optionalText,
});

type Env = z.infer<typeof envSchema>;

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Where development keeps its generated signing key (next to the generated admin password). */
export const DEV_SECRET_FILE = 'jwt-secret';

/**
 * Development's signing key: random, made on the first start and kept in the data folder, readable
 * only by its owner (like the embedded database's password), so restarts keep sessions and nobody
 * can compute it from anything public.
 */
export function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, DEV_SECRET_FILE);
  try {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      // Made by an earlier start (or by hand): keep it, but never readable by others.
      if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    }
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= MIN_SECRET_LENGTH) return secret;
    throw new Error(`it holds fewer than ${MIN_SECRET_LENGTH} characters`);
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  - JWT_SECRET: not set, and the development key ${file} cannot be used ` +
        `(${error instanceof Error ? error.message : String(error)}); delete the file or set JWT_SECRET`,
    );
  }
}

/**
 * The environment of a development start (`npm start`): without JWT_SECRET, the key kept in
 * DATA_DIR signs sessions. Production and test environments are returned as they are.
 */
export function withDevSecret(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const nodeEnv = blank(env.NODE_ENV) ?? 'development';
  if (nodeEnv !== 'development' || blank(env.JWT_SECRET) !== undefined) return env;
  return { ...env, JWT_SECRET: readOrCreateDevSecret(path.resolve(REPO_ROOT, (blank(env.DATA_DIR) as string | undefined) ?? '.data')) };
}

function jwtSecretFor(env: Env): string {
  const secret = env.JWT_SECRET;
  // Outside production, without a key (tests; `npm start` passes the one kept by withDevSecret): a
  // throw-away random one, so sessions end with the process and nothing is written.
  if (env.NODE_ENV !== 'production') return secret ?? randomBytes(48).toString('base64url');
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

const trimSlash = (url: string) => url.replace(/\/+$/, '');

const isRateLimitName = (name: string): name is RateLimitName => Object.hasOwn(RATE_LIMIT_DEFAULTS, name);

/**
 * The defaults, each limit multiplied by RATE_LIMIT_FACTOR (a test run that signs up hundreds of
 * accounts from one address sets it), then RATE_LIMITS overrides: `name=limit/seconds,…`.
 */
function rateLimitsFor(env: Env): RateLimits {
  const limits = {} as Record<RateLimitName, RateLimitRule>;
  const scaled = (count: number) => Math.max(1, Math.round(count * env.RATE_LIMIT_FACTOR));
  for (const [name, rule] of Object.entries(RATE_LIMIT_DEFAULTS) as [RateLimitName, RateLimitRule][]) {
    limits[name] = { ...rule, limit: scaled(rule.limit), ...(rule.refuseAfter === undefined ? {} : { refuseAfter: scaled(rule.refuseAfter) }) };
  }
  const problems: string[] = [];
  for (const entry of (env.RATE_LIMITS ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^([A-Za-z]+)=(\d+)\/(\d+)$/.exec(entry);
    if (!match) {
      problems.push(`  - RATE_LIMITS: '${entry}' must be name=limit/seconds`);
      continue;
    }
    const [, name = '', limit = '', seconds = ''] = match;
    if (!isRateLimitName(name)) {
      problems.push(`  - RATE_LIMITS: '${name}' is not a limit (${Object.keys(RATE_LIMIT_DEFAULTS).join(', ')})`);
    } else if (Number(limit) < 1 || Number(seconds) < 1) {
      problems.push(`  - RATE_LIMITS: '${entry}' needs a limit and a window of at least 1`);
    } else {
      const { refuseAfter } = limits[name];
      limits[name] = { ...limits[name], limit: Number(limit), windowSeconds: Number(seconds), ...(refuseAfter === undefined ? {} : { refuseAfter: Math.max(refuseAfter, Number(limit)) }) };
    }
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return Object.freeze(limits);
}

/**
 * A provider is configured when all of its credentials are set; some but not all is a mistake worth
 * stopping for (otherwise the sandbox would silently take its place).
 */
function paymentsFor(env: Env, jwtSecret: string): PaymentsConfig {
  const problems: string[] = [];
  /** The values of a group of variables when all are set, undefined when none is; a problem otherwise. */
  function group<T extends Record<string, string | number | undefined>>(values: T): { [K in keyof T]: Exclude<T[K], undefined> } | undefined {
    const names = Object.keys(values);
    const missing = names.filter((name) => values[name] === undefined);
    if (missing.length === 0) return values as { [K in keyof T]: Exclude<T[K], undefined> };
    if (missing.length < names.length) {
      const given = names.find((name) => values[name] !== undefined);
      for (const name of missing) problems.push(`  - ${name}: is required when ${given} is set`);
    }
    return undefined;
  }
  const mpesa = group({
    MPESA_CONSUMER_KEY: env.MPESA_CONSUMER_KEY,
    MPESA_CONSUMER_SECRET: env.MPESA_CONSUMER_SECRET,
    MPESA_SHORTCODE: env.MPESA_SHORTCODE,
    MPESA_PASSKEY: env.MPESA_PASSKEY,
    MPESA_KES_PER_USD: env.MPESA_KES_PER_USD,
  });
  const pesapal = group({ PESAPAL_CONSUMER_KEY: env.PESAPAL_CONSUMER_KEY, PESAPAL_CONSUMER_SECRET: env.PESAPAL_CONSUMER_SECRET });
  const paypal = group({ PAYPAL_CLIENT_ID: env.PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: env.PAYPAL_CLIENT_SECRET });
  if ((mpesa || pesapal || paypal) && env.PUBLIC_BASE_URL === undefined) {
    problems.push('  - PUBLIC_BASE_URL: is required when a payment provider is configured (providers call it back)');
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    sandbox: env.PAYMENTS_SANDBOX === undefined ? env.NODE_ENV !== 'production' : env.PAYMENTS_SANDBOX === 'true',
    callbackSecret: createHmac('sha256', jwtSecret).update('safari-payment-callbacks').digest('hex'),
    mpesa: mpesa && {
      consumerKey: mpesa.MPESA_CONSUMER_KEY,
      consumerSecret: mpesa.MPESA_CONSUMER_SECRET,
      shortcode: mpesa.MPESA_SHORTCODE,
      passkey: mpesa.MPESA_PASSKEY,
      baseUrl: trimSlash(env.MPESA_BASE_URL),
      kesPerUsd: mpesa.MPESA_KES_PER_USD,
    },
    pesapal: pesapal && {
      consumerKey: pesapal.PESAPAL_CONSUMER_KEY,
      consumerSecret: pesapal.PESAPAL_CONSUMER_SECRET,
      baseUrl: trimSlash(env.PESAPAL_BASE_URL),
    },
    paypal: paypal && {
      clientId: paypal.PAYPAL_CLIENT_ID,
      clientSecret: paypal.PAYPAL_CLIENT_SECRET,
      baseUrl: trimSlash(env.PAYPAL_BASE_URL),
    },
  };
}

function publicBaseUrlFor(env: Env): string {
  if (env.PUBLIC_BASE_URL !== undefined) return env.PUBLIC_BASE_URL;
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  - PUBLIC_BASE_URL: is required when NODE_ENV=production: the address visitors use, ' +
        'for example https://safaris.example (links in e-mails, canonical and Open Graph addresses and the sitemap ' +
        "use it; the request's Host header is never trusted)",
    );
  }
  return env.PORT === 0 ? 'http://localhost' : `http://localhost:${env.PORT}`;
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
  const publicBaseUrl = publicBaseUrlFor(values);
  const jwtSecret = jwtSecretFor(values);
  return Object.freeze({
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    uploadsDir: path.resolve(REPO_ROOT, values.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    pwaDist: path.resolve(REPO_ROOT, values.PWA_DIST ?? path.join('pwa', 'dist')),
    jwtSecret,
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    logLevel: values.LOG_LEVEL,
    nodeEnv: values.NODE_ENV,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    publicBaseUrl,
    payments: paymentsFor(values, jwtSecret),
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? `"${SITE.name}" <${SITE.email}>`,
      dir: path.join(dataDir, 'mail'),
    },
    notificationsIntervalMs: values.NOTIFICATIONS_INTERVAL_MS,
    mailRatePerSecond: values.MAIL_RATE_PER_SECOND,
    seatHoldMinutes: values.SEAT_HOLD_MINUTES,
    holdsIntervalMs: values.HOLDS_INTERVAL_MS,
    rateLimits: rateLimitsFor(values),
  });
}
