/** The real app, configured for tests: silent logs and its own database. */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type express from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';
import { createApp } from '../src/app';
import type { CatalogueVersion } from '../src/lib/catalogue-version';
import { loadConfig, type Config } from '../src/config';

export type TestEnv = Record<string, string | undefined>;

/** A configuration as loadConfig would give it, with test defaults (silent logs, throw-away folders). */
export function testConfig(env: TestEnv = {}): Config {
  const scratch = path.join(os.tmpdir(), `safari-api-test-${randomUUID()}`);
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'postgres://postgres:unused@127.0.0.1:1/unused',
    DATA_DIR: scratch,
    PWA_DIST: path.join(scratch, 'no-pwa-build'),
    // A test file signs up and signs in many accounts from one address: limits far above the
    // defaults, set here on purpose. The limit tests set RATE_LIMITS (or this factor) themselves.
    RATE_LIMIT_FACTOR: '100',
    ...env,
  });
}

export function createTestApp(options: { pool: pg.Pool; env?: TestEnv; catalogueVersion?: CatalogueVersion; logger?: Logger }): { app: express.Express; config: Config } {
  const config = testConfig(options.env);
  return { app: createApp({ config, pool: options.pool, catalogueVersion: options.catalogueVersion, logger: options.logger }), config };
}
