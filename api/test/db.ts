/** A fresh database per test file, copied from the migrated template. */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { endPool } from '../src/lib/db';
import { TEMPLATE_DATABASE } from './constants';

export interface TestDatabase {
  name: string;
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const OBJECT_IN_USE = '55006';

/**
 * Creates a database for one test file: a copy of the migrated template, or with `empty` a
 * database without any schema (for migration tests).
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const name = `test_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
  const template = options.empty ? '' : ` template ${TEMPLATE_DATABASE}`;
  await withAdmin(async (client) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`create database ${name}${template}`);
        return;
      } catch (error) {
        // Another file copying the template at the same instant holds it briefly.
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  const url = databaseUrl(inject('pgAdminUrl'), name);
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // `drop database … with (force)` terminates connections that pool.end() has not finished closing;
  // without a listener that expected termination would surface as an unhandled error.
  pool.on('error', () => undefined);
  let dropped: Promise<void> | undefined;
  return {
    name,
    url,
    pool,
    drop: () =>
      (dropped ??= (async () => {
        await endPool(pool);
        await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
      })()),
  };
}

/** An address where no Postgres listens: connections are refused at once. */
export function deadDatabaseUrl(port: number): string {
  return `postgres://postgres:unused@127.0.0.1:${port}/nothing`;
}
